/** The demo's clock (issue 35): what `npm run admin -- clock` shares with the console. */
export { changeDemoClock, DEMO_CLOCK_TOPIC, type ClockChange } from './demo-clock.service.ts';
export { storedOffset } from './console-clock.repository.ts';
