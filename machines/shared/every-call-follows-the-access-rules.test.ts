/**
 * product §4, §8, §13: every authenticated call of every machine follows the access rules (machines/shared/refusals.ts):
 * each of its failures runs `reportLostAccess`, bound to the shared rule. The test walks every machine in `machines/`
 * and each state's invokes; an invoke whose actor the machine's `setup` binds to a machine is a flow, not a call (its
 * own calls are walked in its machine). A machine whose calls are made without the session is listed, with why.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { reportLostAccess } from './refusals';

const modules = import.meta.glob<Record<string, unknown>>('../*/*.machine.ts', { eager: true });

/** Machines whose calls carry no session, or are the session's own: their 401/403 answers are theirs to show. */
const WITHOUT_SESSION: Record<string, string> = {
  activation: 'the activation link, signed out (product §8: its 403 is "link expired")',
  alertOff: 'the one-click link of an e-mail, made without the session',
  forgotPassword: 'signed out',
  googleAuth: 'signing in',
  login: 'signing in (product §8: its 401 is "invalid email or password")',
  passwordReset: 'the reset link, signed out',
  reportUnsubscribe: 'the one-click link of an e-mail, made without the session',
  session: 'the refresh itself: a failed refresh signs out by the session’s own rule (product §4)',
  signup: 'signed out',
  appUpdate: 'the service worker, not the API',
};

/** Invokes that are no call of the API: `machine id.actor`, with what they are. */
const NOT_A_CALL: Record<string, string> = {
  'changePassword.loadCommonPasswords': 'the common passwords list, a file of the SPA',
};

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

const machines = [
  ...new Set(
    Object.values(modules)
      .flatMap((module) => Object.values(module))
      .filter(isMachine),
  ),
];

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

const actionType = (action: unknown) =>
  typeof action === 'string' ? action : (action as { type?: unknown }).type;

/** Every failure transition of a call the machine makes, named `machine: state --call-->`, with its actions' types. */
function failuresOfCalls(machine: AnyStateMachine) {
  const bound = machine.implementations.actors as Record<string, unknown>;
  return stateNodes(machine.root).flatMap((node) =>
    node.invoke
      .filter((invoke) => !isMachine(typeof invoke.src === 'string' ? bound[invoke.src] : invoke.src))
      .filter((invoke) => !(`${machine.id}.${String(invoke.src)}` in NOT_A_CALL))
      .flatMap((invoke) =>
        (node.transitions.get(`xstate.error.actor.${invoke.id}`) ?? []).map((transition) => ({
          name: `${machine.id}: ${node.id} --${String(invoke.src)}-->`,
          actions: transition.actions.map(actionType),
        })),
      ),
  );
}

describe('every authenticated call follows the access rules', () => {
  it('finds the machines and their calls: a flow a machine invokes is not taken for a call', () => {
    expect(machines.length).toBeGreaterThanOrEqual(33);
    const calls = machines.flatMap(failuresOfCalls).map((f) => f.name);
    expect(calls).toContain('portfolio: portfolio.data.listing --loadTransactions-->');
    expect(calls).toContain('sellHolding: sellHolding.loading --loadHolding-->');
    expect(calls.filter((name) => name.includes('--transactionDialog-->'))).toEqual([]);
  });

  it('each failure of a call runs reportLostAccess, and each machine with calls binds it to the shared rule', () => {
    const missing: string[] = [];
    for (const machine of machines) {
      if (machine.id in WITHOUT_SESSION) continue;
      const failures = failuresOfCalls(machine);
      for (const failure of failures)
        if (!failure.actions.includes('reportLostAccess')) missing.push(failure.name);
      const actions = machine.implementations.actions as Record<string, unknown>;
      if (failures.length > 0 && actions.reportLostAccess !== reportLostAccess)
        missing.push(`${machine.id}: reportLostAccess is not the shared rule`);
    }
    expect(missing).toEqual([]);
  });

  it('the lists name machines and invokes that exist', () => {
    const ids = new Set(machines.map((m) => m.id));
    expect(Object.keys(WITHOUT_SESSION).filter((id) => !ids.has(id))).toEqual([]);
    const invokes = new Set(
      machines.flatMap((m) =>
        stateNodes(m.root).flatMap((n) => n.invoke.map((i) => `${m.id}.${String(i.src)}`)),
      ),
    );
    expect(Object.keys(NOT_A_CALL).filter((name) => !invokes.has(name))).toEqual([]);
  });
});
