/** Failures and delays that tests ask the mock to inject into the next matching requests. */

/** A rule for the next `times` requests matching `method` (any when absent) and `path`. */
interface Rule {
  method?: string;
  /** Exact path, or a prefix when it ends with `*`. */
  path: string;
  times: number;
}

/** An injected failure: the matching request answers `status` with `{ message }`. */
export interface FailRule extends Rule {
  status: number;
  message: string;
}

/** An injected delay before the matching request is answered. */
export interface DelayRule extends Rule {
  ms: number;
}

function matches(rule: Rule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
}

function take<R extends Rule>(rules: R[], method: string, path: string): R | undefined {
  const index = rules.findIndex((rule) => matches(rule, method, path));
  if (index < 0) return undefined;
  const rule = rules[index];
  rule.times -= 1;
  if (rule.times <= 0) rules.splice(index, 1);
  return rule;
}

/** The pending failures and delays of one store (a reset forgets them). */
export class Controls {
  private readonly failures: FailRule[] = [];
  private readonly delays: DelayRule[] = [];

  /** Adds a failure rule. */
  addFailure(rule: FailRule): void {
    this.failures.push(rule);
  }

  /** Adds a delay rule. */
  addDelay(rule: DelayRule): void {
    this.delays.push(rule);
  }

  /** Consumes and returns the first failure rule matching the request, if any. */
  takeFailure(method: string, path: string): FailRule | undefined {
    return take(this.failures, method, path);
  }

  /** Consumes and returns the first delay rule matching the request, if any. */
  takeDelay(method: string, path: string): DelayRule | undefined {
    return take(this.delays, method, path);
  }
}
