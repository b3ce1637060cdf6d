// The /api-docs reference renders the real contract's operations (parameters, bodies, responses).
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { entries, type Contract } from '../../src/mocks/api-docs/model';
import { OperationView } from '../../src/mocks/api-docs/operation-view';
import { loadContract } from '../../scripts/contract/load.mjs';
import { fixtureContract } from './helpers/run-script';

let doc: Contract;
beforeAll(async () => {
  doc = (await loadContract(fixtureContract)) as Contract;
});

describe('API reference', () => {
  it('lists every operation with its parameters', () => {
    const all = entries(doc);
    expect(all.map((e) => e.op.operationId)).toEqual([
      'listPolls',
      'addPoll',
      'getPoll',
      'deletePoll',
      'listDashboardPosts',
    ]);
    expect(all.find((e) => e.op.operationId === 'getPoll')?.parameters.map((p) => p.name)).toEqual(['pollId']);
  });

  it('shows an operation with its hook, request schema and responses', () => {
    const entry = entries(doc).find((e) => e.op.operationId === 'addPoll');
    if (!entry) throw new Error('addPoll missing');
    render(<OperationView doc={doc} entry={entry} />);
    expect(screen.getByText('useAddPoll')).toBeInTheDocument();
    expect(screen.getByText('PollCreate')).toBeInTheDocument();
    expect(screen.getAllByText('question').length).toBe(2); // request body and response
    expect(screen.getByText('201')).toBeInTheDocument();
    expect(screen.getByText('422')).toBeInTheDocument();
  });

  it('renders every operation of the real contract without failing', async () => {
    const real = (await loadContract()) as Contract;
    const all = entries(real);
    expect(all.length).toBeGreaterThan(0);
    for (const entry of all.slice(0, 40)) {
      const { unmount } = render(<OperationView doc={real} entry={entry} />);
      unmount();
    }
  });
});
