"""
The open model's journey for Locust (issue 34), as journey.ts names its steps: employees of the big tenant arrive at
the spawn rate, each a distinct person of the payload file (one e-mail address a line, taken in order), and go once
through what a person does, reading in between:
  sign in (argon2id, as it is), the benefits list, [read] the benefit's page, [read] their selection, [read] five
  cost calculations about a second apart as they try amounts, [read] a save, [read] the submit.
Reading is 5 to 15 s and the pauses between amounts 0.5 to 1.5 s (uniform). Locust runs it on gevent: about a quarter
of the CPU Artillery took for the same journeys (docs/decisions.md), which matters on two cores shared with the
portal.

Locust spawns each second's people together; each then waits for its own moment, so they arrive evenly spaced.
A person who has finished stays idle rather than stopping, so Locust never spawns anyone in their place: arrivals
are exactly the spawn rate. Every answer is written to OPEN_MODEL_EVENTS as one JSON line for locust-step.ts.
"""
import itertools
import json
import os
import random
import time

import gevent
from locust import events, task
from locust.contrib.fasthttp import FastHttpUser

HOST_HEADER = os.environ["OPEN_MODEL_HOST_HEADER"]
PASSWORD = os.environ["OPEN_MODEL_PASSWORD"]
BENEFIT_NAME = os.environ["OPEN_MODEL_BENEFIT"]
PEOPLE = int(os.environ["OPEN_MODEL_PEOPLE"])
ARRIVAL_RATE = float(os.environ["OPEN_MODEL_ARRIVAL_RATE"])
EVENTS_FILE = os.environ["OPEN_MODEL_EVENTS"]
with open(os.environ["OPEN_MODEL_PAYLOAD"]) as payload:
    EMAILS = iter([line.strip() for line in payload if line.strip()])

records = []
ended = {"journeys": 0}
arrivals = itertools.count()
first_arrival = []


def arrive():
    """Locust spawns a second's users in one batch: each waits for its own moment, so arrivals are evenly spaced."""
    index = next(arrivals)
    if not first_arrival:
        first_arrival.append(time.monotonic())
    gevent.sleep(max(0.0, first_arrival[0] + index / ARRIVAL_RATE - time.monotonic()))


def record(kind, **fields):
    records.append({"t": time.time(), "kind": kind, **fields})


class JourneyFailed(Exception):
    pass


class Employee(FastHttpUser):
    # A request unanswered after 30 s counts as an error, never as a slow success.
    network_timeout = 30.0
    connection_timeout = 30.0

    @task
    def choose_a_benefit(self):
        arrive()
        record("arrived")
        try:
            self.journey(next(EMAILS))
            record("completed")
        except (JourneyFailed, StopIteration):
            record("failed")
        ended["journeys"] += 1
        if ended["journeys"] >= PEOPLE:
            self.environment.runner.quit()
        gevent.sleep(10**6)

    def call(self, method, step, path, token=None, body=None):
        headers = {"host": HOST_HEADER}
        if token:
            headers["authorization"] = f"Bearer {token}"
        started = time.perf_counter()
        status = 0
        try:
            with self.client.request(
                method, path, name=step, headers=headers, json=body, catch_response=True
            ) as response:
                status = response.status_code or 0
                answer = response.json() if 200 <= status < 300 else None
                if answer is None:
                    response.failure(f"status {status}")
        except Exception as error:  # a timeout, a reset: the request failed
            status = status or type(error).__name__
            answer = None
        record("answer", step=step, ms=(time.perf_counter() - started) * 1000, status=status)
        if answer is None:
            raise JourneyFailed(step)
        return answer

    def journey(self, email):
        read = lambda: gevent.sleep(random.uniform(5, 15))
        signed_in = self.call("POST", "sign-in", "/api/login", body={
            "email": email, "password": PASSWORD, "deviceToken": "open-model"})
        token = signed_in["access_token"]
        listed = self.call("GET", "list", "/api/benefits/user/eligible", token)
        benefit_id = next(b["id"] for b in listed["benefits"] if b["name"] == BENEFIT_NAME)
        read()
        self.call("GET", "detail", f"/api/benefit/{benefit_id}/with-selection", token)
        read()
        # A draft left earlier is saved over, as the wizard does; none for a person's first visit.
        draft = self.call("GET", "selection", f"/api/benefit/{benefit_id}/selection", token).get("selection")
        read()
        for amount in (500, 800, 1000, 1200, 1500):
            self.call("POST", "costs", "/api/selections/costs", token,
                      {"benefitId": benefit_id, "values": {"hireValue": amount}})
            gevent.sleep(random.uniform(0.5, 1.5))
        read()
        if draft and draft.get("status") == "temporary":
            saved = self.call("PATCH", "save", f"/api/selection/{draft['selectionId']}", token,
                              {"revision": draft["revision"], "values": {"hireValue": 1200}})
        else:
            saved = self.call("POST", "save", f"/api/benefit/{benefit_id}/selection", token,
                              {"values": {"hireValue": 1200}})
        read()
        self.call("PATCH", "submit", f"/api/selection/{saved['selection']['selectionId']}", token,
                  {"revision": saved["selection"]["revision"], "accepted_terms": True, "submit": True})


@events.quitting.add_listener
def write_records(environment, **_kwargs):
    with open(EVENTS_FILE, "w") as out:
        for line in records:
            out.write(json.dumps(line) + "\n")
