import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A lazily loaded part of the app whose code goes into one chunk, and what it must leave out. */
export interface PartChunkOptions {
  /** Name of the chunk (`[name]` in the file name). */
  name: string;
  /** The part's module (root-relative), imported dynamically by the app. */
  part: string;
  /** Modules (root-relative) of pages that load without the part: what they import stays out of its chunk. */
  without: string[];
  /**
   * Library modules the part alone uses, which its imports reach through a package's index (`@blueprintjs/core`):
   * the module graph shows such an index importing the whole package, for the part and for the pages without it
   * alike, so only this list puts them in the part's chunk.
   */
  also?: RegExp;
  /**
   * Lazy modules (root-relative) that every start of the part needs at once (the most common screen kind's
   * renderer): they and what they import join the part's chunk rather than follow it, one request later.
   */
  with?: string[];
}

/** What the plugin gives the config: itself, and the code-splitting group that fills the part's chunk. */
export interface PartChunk {
  plugin: Plugin;
  /** A `build.rolldownOptions.output.codeSplitting.groups` entry (place it above the shared-code group). */
  group: { name: string; test: (id: string) => boolean; priority: number };
}

/**
 * Everything a lazy part imports statically goes into the part's own chunk, except what the pages that load without
 * it also import. The bundler otherwise splits the part's code by the set of lazy chunks that share each module
 * (forms, details, the studio...), into small chunks that each page without the part never needs either: the
 * part loaded them all anyway, each with its own request and imports, compressed apart. In the part's chunk,
 * the other lazy chunks import that code from it; they only run once it is in.
 */
export function partChunk(options: PartChunkOptions): PartChunk {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: `engine-part-chunk:${options.name}`,
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const root = this.environment.config.root;
      const closure = (start: string): Set<string> => {
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length) {
          const id = queue.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const part = resolve(root, options.part);
      if (!this.getModuleInfo(part)) this.error(`[engine] partChunk ${options.name}: ${options.part} is not in the build`);
      const outside = new Set(options.without.flatMap((module) => [...closure(resolve(root, module))]));
      // The part's own module stays the chunk its dynamic import loads (and names the part for the download budget).
      const joined = (options.with ?? []).map((module) => {
        const id = resolve(root, module);
        if (!this.getModuleInfo(id)) this.error(`[engine] partChunk ${options.name}: ${module} is not in the build`);
        return id;
      });
      members = new Set([part, ...joined].flatMap((start) => [...closure(start)]).filter((id) => id !== part && !outside.has(id)));
    },
  };
  return { plugin, group: { name: options.name, test: (id) => members.has(id) || (options.also?.test(id) ?? false), priority: 1.8 } };
}
