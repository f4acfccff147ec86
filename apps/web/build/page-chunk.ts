/**
 * A chunk group for the build (rolldown's `codeSplitting.groups`): the code a page loads beyond the main bundle, in
 * one chunk instead of the score of small shared ones the automatic splitting makes of it. The signed-in home page
 * is most people's first page; on a phone each of its 21 small files took a connection and a share of the network
 * from the main bundle, whose download was the largest part of the page's largest paint (issue 37).
 *
 * The group holds the static imports, transitively, of the page's lazily loaded modules, except what the main
 * bundle or another named page (the login page) already needs: their code stays where it is, so the login page
 * never loads the group. A lazily loaded page elsewhere that shares a module of the group loads the group with it;
 * every signed-in page shares its header and dialogs with the home page, so that costs them little.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { reachable } from './reachable.ts';

type ModuleLookup = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules `roots` import statically, transitively, themselves included. */
export function staticImportsOf(roots: readonly string[], modules: ModuleLookup): Set<string> {
  return new Set(reachable(roots, (id) => modules.getModuleInfo(id)?.importedIds ?? []));
}

export interface PageChunk {
  /** The chunk's name (its file is `<name>-<hash>.js`). */
  name: string;
  /** The page's lazily loaded modules, relative to the web app's root. */
  modules: readonly string[];
  /** Modules whose static imports stay out of the chunk: the main entry, other pages' modules. */
  excluding: readonly string[];
}

export function pageChunkGroup(
  root: string,
  { name, modules, excluding }: PageChunk,
): Rolldown.CodeSplittingGroup {
  const absolute = (list: readonly string[]) => list.map((module) => path.resolve(root, module));
  let members: Set<string> | undefined;
  return {
    name: (id, context) => {
      if (!members) {
        const excluded = staticImportsOf(absolute(excluding), context);
        members = new Set([...staticImportsOf(absolute(modules), context)].filter((id) => !excluded.has(id)));
      }
      return members.has(id) ? name : null;
    },
    // The excluded modules are the only imports of the group's modules left outside it, and none of them imports
    // the group back: taking the group's modules alone cannot make chunks that import each other.
    includeDependenciesRecursively: false,
  };
}
