import { setTimeout as sleep } from "node:timers/promises";
/** Injected latency and faults for Gmail calls, so tests and benchmarks can rehearse a bad day. */
import { type GmailApiError, gmailErrors, injectedError } from "./gmail-errors.ts";

export interface ChaosSettings {
  latencyMs?: number;
  errorRate5xx?: number;
  errorRate429?: number;
  failNextRequests?: { status: number; count: number }[];
}

export class Chaos {
  private latencyMs = 0;
  private errorRate5xx = 0;
  private errorRate429 = 0;
  private queue: { status: number; count: number }[] = [];

  constructor(private readonly random: () => number = Math.random) {}

  /** Replaces the settings given; omitted fields keep their value. failNextRequests replaces the queue. */
  set(settings: ChaosSettings): void {
    if (settings.latencyMs !== undefined) this.latencyMs = Math.max(0, settings.latencyMs);
    if (settings.errorRate5xx !== undefined) this.errorRate5xx = clampRate(settings.errorRate5xx);
    if (settings.errorRate429 !== undefined) this.errorRate429 = clampRate(settings.errorRate429);
    if (settings.failNextRequests !== undefined) {
      this.queue = settings.failNextRequests.filter((f) => f.count > 0).map((f) => ({ ...f }));
    }
  }

  current(): Required<ChaosSettings> {
    return {
      latencyMs: this.latencyMs,
      errorRate5xx: this.errorRate5xx,
      errorRate429: this.errorRate429,
      failNextRequests: this.queue.map((f) => ({ ...f })),
    };
  }

  async delay(): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
  }

  /** The fault this request should get, if any: queued failures first, then the random rates. */
  nextFault(): GmailApiError | undefined {
    const head = this.queue[0];
    if (head) {
      head.count -= 1;
      if (head.count <= 0) this.queue.shift();
      return injectedError(head.status);
    }
    if (this.errorRate5xx > 0 && this.random() < this.errorRate5xx) {
      return this.random() < 0.5 ? gmailErrors.backendError() : gmailErrors.unavailable();
    }
    if (this.errorRate429 > 0 && this.random() < this.errorRate429) return gmailErrors.userRateLimit(1);
    return undefined;
  }
}

function clampRate(rate: number): number {
  return Math.min(1, Math.max(0, rate));
}
