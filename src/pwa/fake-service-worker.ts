import { vi } from 'vitest';

/** Test doubles of the browser's service worker objects, driven by hand (the unit tests run in happy-dom). */
export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly scriptURL = '/sw.js';
  readonly postMessage = vi.fn();

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);

  /** A new version appears: the browser fetched a changed /sw.js and starts installing it. */
  found(worker = new FakeWorker()) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

export class FakeContainer extends EventTarget {
  constructor(
    public controller: FakeWorker | null,
    readonly registration = new FakeRegistration(),
  ) {
    super();
  }
  readonly register = vi.fn(async () => this.registration);
  readonly getRegistration = vi.fn(async () => this.registration);

  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** The fakes typed as the DOM objects the code under test takes. */
export const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainer;
export const asRegistration = (fake: FakeRegistration) => fake as unknown as ServiceWorkerRegistration;
