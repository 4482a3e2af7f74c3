import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';

export interface RouteOf {
  method: string;
  path: string;
}

/** The routes a controller declares: its own path joined with each handler's. */
export function routesOf(controller: Type<unknown>): RouteOf[] {
  const base = pathsOf(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    if (name === 'constructor' || typeof handler !== 'function') return [];
    const own = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
    if (own === undefined) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] ?? 'GET';
    return base.flatMap((prefix) => pathsOf(own).map((path) => ({ method, path: joinPath(prefix, path) })));
  });
}

/**
 * Express tries routes in the order they were registered, so `club/:clubId` registered first
 * would swallow `club/objectTypes`. Modules list their controllers in any order and register them
 * through this: at the first segment where two paths differ, a fixed segment goes before a parameter.
 */
export function bySpecificity(controllers: Type<unknown>[]): Type<unknown>[] {
  const keyOf = (controller: Type<unknown>) =>
    routesOf(controller)
      .map((route) => specificityKey(route.path))
      .sort()[0] ?? '';
  return [...controllers].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** '0' for a fixed segment, '1' for a parameter: sorted as text, fixed segments come first. */
export function specificityKey(path: string): string {
  return segments(path)
    .map((segment) => (segment.startsWith(':') || segment.startsWith('*') ? '1' : '0'))
    .join('');
}

/** Whether `earlier`, registered first, would answer a request meant for `later`. */
export function shadows(earlier: string, later: string): boolean {
  const a = segments(earlier);
  const b = segments(later);
  return a.length === b.length && a.some((s) => s.startsWith(':')) && a.every((s, i) => s.startsWith(':') || s === b[i]) && earlier !== later;
}

const pathsOf = (value: string | string[] | undefined): string[] => (value === undefined ? [''] : Array.isArray(value) ? value : [value]);
const joinPath = (prefix: string, path: string) =>
  [prefix, path]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
const segments = (path: string) => path.split('/').filter(Boolean);
