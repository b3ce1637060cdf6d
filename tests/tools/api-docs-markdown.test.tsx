// /api-docs shows the contract's markdown as text and code, never as HTML from the contract.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineMarkdown, Markdown } from '../../src/mocks/api-docs/markdown';
import { OperationView } from '../../src/mocks/api-docs/operation-view';
import type { Contract, Entry } from '../../src/mocks/api-docs/model';

describe('API reference markdown', () => {
  it('shows code spans as code, without the backticks', () => {
    const { container } = render(<InlineMarkdown text="`q` filters by label or **tenant** name." />);
    expect(container.textContent).toBe('q filters by label or tenant name.');
    expect(container.querySelector('code')?.textContent).toBe('q');
    expect(container.querySelector('strong')?.textContent).toBe('tenant');
  });

  it('never turns the contract text into HTML', () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)"> and `<b>x</b>`'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> and <b>x</b>');
  });

  it('keeps paragraphs and lists; links show their text and address', () => {
    const { container } = render(<Markdown text={'First.\n\n- one `a`\n- two\n\nSee [docs](https://example.org).'} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one a', 'two']);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('docs (https://example.org)');
  });

  it('an operation description, a parameter and a response render their markdown', () => {
    const doc = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} } as unknown as Contract;
    const entry = {
      method: 'get',
      path: '/api/buildings',
      parameters: [{ name: 'q', in: 'query', description: 'Filter, see `q`.', schema: { type: 'string' } }],
      op: {
        operationId: 'listBuildings',
        summary: 'Buildings',
        description: '`q` filters by label.',
        tags: ['building'],
        responses: { '422': { description: 'Input failed; `errors` holds a message per field.' } },
      },
    } as unknown as Entry;
    render(<OperationView doc={doc} entry={entry} />);
    expect(screen.queryByText(/`/)).toBeNull();
    expect(screen.getByText('errors').tagName).toBe('CODE');
  });
});
