/**
 * A fault in the middle of the surge (issue 34): the portal with two web processes, one open-model step of
 * distinct employees, and, `faultAfterSeconds` into it, the fault (a web process killed, PostgreSQL restarted).
 * Afterwards, in the database: no person holds two live proposals, and every journey the generator saw finish
 * (its submit answered 200) left a submitted selection. Journeys the fault cut short are counted, with what they
 * left (a draft, a submitted selection whose answer was lost, or nothing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNode, stop, waitFor } from '../processes.ts';
import { runLocustStep } from './locust-step.ts';
import type { StepResult } from './step-result.ts';
import { freshEmails, proposalsOfPeople } from './bench-people.ts';

export interface SurgeFaultOptions {
  root: string;
  portalEnv: Record<string, string>;
  port: number;
  host: string;
  password: string;
  benefitName: string;
  arrivalRate: number;
  seconds: number;
  faultAfterSeconds: number;
  /** Makes the fault, given the supervisor's pid and the data directory; says what it did. */
  fault: (supervisorPid: number) => Promise<string> | string;
}

export interface SurgeFaultResult {
  step: StepResult;
  done: string;
  people: { arrived: number; submitted: number; draftOnly: number; none: number; duplicated: number };
  /** Journeys the generator saw finish whose submitted selection is not in the database. */
  lostAcknowledged: number;
}

export async function surgeWithFault(options: SurgeFaultOptions): Promise<SurgeFaultResult> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-surge-fault-'));
  try {
    const people = Math.ceil(options.arrivalRate * options.seconds * 1.05) + 10;
    const emails = freshEmails(options.root, options.portalEnv, people, options.benefitName);
    const payloadFile = path.join(workDir, 'people.csv');
    fs.writeFileSync(payloadFile, emails.join('\n') + '\n');
    const portal = startNode('scripts/start.ts', { ...options.portalEnv, WEB_INSTANCES: '2' }, options.root);
    let step: StepResult;
    let done = '';
    try {
      await waitFor(`http://127.0.0.1:${options.port}/api/ready`, 180_000);
      const faulting = new Promise<void>((resolve, reject) =>
        setTimeout(
          () =>
            Promise.resolve(options.fault(portal.pid!)).then((what) => {
              done = what;
              resolve();
            }, reject),
          options.faultAfterSeconds * 1000,
        ),
      );
      step = await runLocustStep(workDir, {
        target: `http://127.0.0.1:${options.port}`,
        host: options.host,
        payloadFile,
        password: options.password,
        benefitName: options.benefitName,
        arrivalRate: options.arrivalRate,
        seconds: options.seconds,
      });
      await faulting;
    } finally {
      await stop(portal);
    }
    const arrived = emails.slice(0, step.journeys.arrived);
    const found = proposalsOfPeople(options.root, options.portalEnv, workDir, options.benefitName, arrived);
    const submitted = found.filter((person) => person.submitted === 1 && person.live === 1).length;
    return {
      step,
      done,
      people: {
        arrived: arrived.length,
        submitted,
        draftOnly: found.filter((person) => person.live === 1 && person.submitted === 0).length,
        none: found.filter((person) => person.live === 0).length,
        duplicated: found.filter((person) => person.live > 1).length,
      },
      lostAcknowledged: Math.max(0, step.journeys.completed - submitted),
    };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
