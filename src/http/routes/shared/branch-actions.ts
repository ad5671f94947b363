/**
 * `POST …/branches/<name>/merge`, `…/cherry-pick` and `…/revert`: branch names may contain slashes, so each
 * action is a route on the same `…/branches/*` path, told apart by a route constraint on the path's last segment
 * (Fastify allows one wildcard route per method and path otherwise). A POST ending in anything else matches none
 * of them and gets the path's 405.
 */
import type { IncomingMessage } from 'node:http';
import type { App } from '../../types.js';

export type BranchAction = 'merge' | 'cherry-pick' | 'revert';

const ACTIONS: readonly BranchAction[] = ['merge', 'cherry-pick', 'revert'];

function actionOf(req: IncomingMessage): string | undefined {
  if (req.method !== 'POST') return undefined;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return ACTIONS.find((action) => path.endsWith(`/${action}`));
}

const NAME = 'branchAction';

/** The route options that make a route one action's: its constraint, and its wildcard named as the branch. */
export function branchAction(app: App, action: BranchAction) {
  if (!app.hasConstraintStrategy(NAME)) {
    app.addConstraintStrategy({
      name: NAME,
      // other routes (a GET or DELETE of a branch named `x/merge`) still match when a value is derived
      mustMatchWhenDerived: false,
      storage() {
        const handlers = new Map<string, unknown>();
        return { get: (value: string) => handlers.get(value) ?? null, set: (value: string, store: unknown) => void handlers.set(value, store) };
      },
      deriveConstraint: actionOf,
    } as unknown as Parameters<App['addConstraintStrategy']>[0]);
  }
  return {
    constraints: { [NAME]: action },
    wildcard: { name: 'name', description: 'branch name; may contain slashes (release/v1)', suffix: `/${action}` },
  };
}

/** The branch named before the action's suffix. */
export function branchOf(params: unknown, action: BranchAction): string {
  const rest = (params as { '*': string })['*'];
  return rest.slice(0, -(action.length + 1));
}
