/** Method + path → handler, with `:name` path segments; routes are public or need a valid bearer token. */
import type { AuthedContext, Handler, HandlerContext } from './context.ts';

/** Options of one route. */
export interface RouteOptions {
  /** Answered without a bearer token (sign-in, forgot and reset password, register, control routes). */
  public?: boolean;
}

/** A route found for a request. */
export interface RouteMatch {
  handler: Handler;
  public: boolean;
  params: Record<string, string>;
}

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
  public: boolean;
}

function split(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The routes of the mock API. */
export class Router {
  private readonly exact = new Map<string, Route>();
  private readonly patterns: Route[] = [];

  /** Adds a route; a second route with the same method and path is a mistake and throws. */
  add(method: string, path: string, handler: Handler, options: RouteOptions = {}): this {
    const upper = method.toUpperCase();
    const segments = split(path);
    const route: Route = { method: upper, segments, handler, public: options.public ?? false };
    const key = `${upper} /${segments.join('/')}`;
    if (segments.some((segment) => segment.startsWith(':'))) {
      if (this.patterns.some((other) => other.method === upper && other.segments.join('/') === segments.join('/'))) {
        throw new Error(`[mocks] rota repetida: ${key}`);
      }
      this.patterns.push(route);
    } else {
      if (this.exact.has(key)) throw new Error(`[mocks] rota repetida: ${key}`);
      this.exact.set(key, route);
    }
    return this;
  }

  /** Adds a GET route. */
  get(path: string, handler: Handler, options?: RouteOptions): this {
    return this.add('GET', path, handler, options);
  }

  /** Adds a POST route. */
  post(path: string, handler: Handler, options?: RouteOptions): this {
    return this.add('POST', path, handler, options);
  }

  /** Adds a PUT route. */
  put(path: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PUT', path, handler, options);
  }

  /** Adds a DELETE route. */
  delete(path: string, handler: Handler, options?: RouteOptions): this {
    return this.add('DELETE', path, handler, options);
  }

  /** The route for the request, `'method'` when only other methods exist for the path, or undefined. */
  match(method: string, path: string): RouteMatch | 'method' | undefined {
    const segments = split(path);
    const route = this.exact.get(`${method} /${segments.join('/')}`);
    if (route) return { handler: route.handler, public: route.public, params: {} };
    let otherMethod = false;
    for (const [key] of this.exact) {
      if (key.slice(key.indexOf(' ') + 1) === `/${segments.join('/')}`) otherMethod = true;
    }
    for (const pattern of this.patterns) {
      const params = matchSegments(pattern.segments, segments);
      if (!params) continue;
      if (pattern.method === method) return { handler: pattern.handler, public: pattern.public, params };
      otherMethod = true;
    }
    return otherMethod ? 'method' : undefined;
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    if (pattern[i].startsWith(':')) {
      try {
        params[pattern[i].slice(1)] = decodeURIComponent(actual[i]);
      } catch {
        return undefined;
      }
    } else if (pattern[i] !== actual[i]) {
      return undefined;
    }
  }
  return params;
}

/** Wraps a handler of a protected route so it receives the signed-in user typed as present. */
export function authed(handler: (context: AuthedContext) => unknown | Promise<unknown>): Handler {
  return (context: HandlerContext) => {
    if (!context.user) throw new Error('[mocks] rota protegida chamada sem usuário');
    return handler(context as AuthedContext);
  };
}
