// The shared views against MSW and a small router in memory history: a list's pending,
// failed (retry) and empty states, its page in the URL, the URL-bound search bar, the
// confirm dialog's reason, the table's sort and the virtual list.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListPollsQueryOptions } from '../../src/api/generated/endpoints/polls/polls';
import { ConfirmDialog } from '../../src/components/ui/confirm-dialog';
import { DataTable, type Column } from '../../src/components/views/data-table';
import { PageFrame } from '../../src/components/views/page-frame';
import { PagedList } from '../../src/components/views/paged-list';
import { SearchBar } from '../../src/components/views/search-bar';
import { positiveInt, searchText, skipOf } from '../../src/components/views/search-values';
import { useSearchState } from '../../src/components/views/use-search-state';
import { VirtualList } from '../../src/components/views/virtual-list';
import { server } from '../../src/mocks/node';
import { renderWithProviders } from '../utils/render';

interface ListSearch {
  page?: number;
  q?: string;
}

const LIMIT = 20;

function ListScreen() {
  const [search, setSearch] = useSearchState<ListSearch>();
  const skip = skipOf(search.page, LIMIT);
  const polls = useQuery({ ...getListPollsQueryOptions({ skip, limit: LIMIT }), placeholderData: keepPreviousData });
  return (
    <PageFrame title="Liste">
      <SearchBar
        label="Suchen"
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q || undefined }, { replace: true })}
      />
      <PagedList
        query={polls}
        label="Umfragen"
        getKey={(p) => p.id}
        renderItem={(p) => <span data-testid="row">{p.question}</span>}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty="Nichts da."
      />
    </PageFrame>
  );
}

function renderList(path = '/list') {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: (s: Record<string, unknown>): ListSearch => ({ page: positiveInt(s.page), q: searchText(s.q) }),
    component: ListScreen,
  });
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

const poll = (id: number) => ({
  id,
  question: `Frage ${id}`,
  state: 'open',
  author: { id: 1, name: 'Emma_Lange' },
  createdAt: '2026-11-20T18:00:00Z',
  totalVotes: 0,
  hasVoted: false,
  multipleChoice: false,
  resultsBeforeClose: false,
});

/** 45 polls, served page by page; remembers the skips asked for. */
function pagedPolls(total = 45) {
  const skips: number[] = [];
  server.use(
    http.get('*/api/polls', ({ request }) => {
      const url = new URL(request.url);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      skips.push(skip);
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => poll(skip + i + 1));
      return HttpResponse.json({ items, page: { skip, limit, total } });
    }),
  );
  return skips;
}

describe('paged list', () => {
  it('holds a loading line while pending, then shows the rows; the frame sets the title and one h1', async () => {
    server.use(
      http.get('*/api/polls', async () => {
        await delay(150);
        return HttpResponse.json({ items: [poll(1)], page: { skip: 0, limit: 20, total: 1 } });
      }),
    );
    renderList();
    expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen');
    expect(await screen.findByText('Frage 1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^Liste – /));
  });

  it('says in German what failed, and "Erneut versuchen" asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/polls', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 })
          : HttpResponse.json({ items: [poll(9)], page: { skip: 0, limit: 20, total: 1 } });
      }),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serverfehler');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Frage 9')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the list is empty', async () => {
    pagedPolls(0);
    renderList();
    expect(await screen.findByText('Nichts da.')).toBeInTheDocument();
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('keeps the page in the URL: "Weiter" asks for the next skip, a link to page 3 opens page 3', async () => {
    const skips = pagedPolls();
    const { router } = renderList();
    const pager = await screen.findByRole('navigation', { name: 'Seiten' });
    expect(pager).toHaveTextContent('1–20 von 45');
    expect(within(pager).getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent('21–40 von 45'));
    expect(screen.getAllByTestId('row')[0]).toHaveTextContent('Frage 21');
    expect(skips).toContain(20);
    renderList('/list?page=3');
    await waitFor(() => expect(skips).toContain(40));
    expect(await screen.findByText('Frage 45')).toBeInTheDocument();
  });

  it('drops a bad page number instead of failing', async () => {
    const skips = pagedPolls();
    const { router } = renderList('/list?page=-4');
    expect(await screen.findByText('Frage 1')).toBeInTheDocument();
    // The URL keeps what was typed; the route's validated search has dropped it.
    expect(router.state.matches.at(-1)?.search).toEqual({});
    expect(skips).toEqual([0]);
  });
});

describe('search bar', () => {
  it('writes the URL once typing pauses, and follows the URL when it changes from outside', async () => {
    pagedPolls();
    const { router } = renderList('/list?q=Raub');
    const field = await screen.findByRole('searchbox', { name: 'Suchen' });
    expect(field).toHaveValue('Raub');
    expect(screen.getByRole('search', { name: 'Suchen' })).toContainElement(field);
    await userEvent.type(field, 'mord');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'Raubmord' }));
    router.history.push('/list?q=Diebstahl');
    await waitFor(() => expect(field).toHaveValue('Diebstahl'));
  });
});

describe('confirm dialog', () => {
  function Harness({ onConfirm }: { onConfirm: (reason?: string) => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        title="Eintrag löschen?"
        confirmLabel="Löschen"
        cancelLabel="Abbrechen"
        reason={{ label: 'Grund', required: true }}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => {
          onConfirm(reason);
          setOpen(false);
        }}
      />
    );
  }

  it('asks for a required reason before it confirms, and hands it over', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByText('Bitte gib einen Grund an.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), '  Spam  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledWith('Spam');
  });
});

describe('data table', () => {
  interface Row {
    id: number;
    title: string;
    fine: number;
  }
  const rows: Row[] = [
    { id: 1, title: 'Raub', fine: 5000 },
    { id: 2, title: 'Diebstahl', fine: 500 },
    { id: 3, title: 'Betrug', fine: 2000 },
  ];
  const columns: Column<Row>[] = [
    { key: 'title', header: 'Tatbestand', cell: (r) => r.title, sortValue: (r) => r.title },
    { key: 'fine', header: 'Geldstrafe', align: 'end', cell: (r) => r.fine, sortValue: (r) => r.fine },
  ];

  function Sortable() {
    const [sort, setSort] = useState<{ key: string; desc?: boolean }>({ key: 'fine' });
    return <DataTable columns={columns} rows={rows} getKey={(r) => r.id} sort={sort} onSort={setSort} />;
  }

  it('sorts by a column with its header button and tells the order', async () => {
    renderWithProviders(<Sortable />);
    const firstCells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(firstCells()).toEqual(['Diebstahl', 'Betrug', 'Raub']);
    expect(screen.getByRole('columnheader', { name: /Geldstrafe/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Geldstrafe/ }));
    expect(firstCells()).toEqual(['Raub', 'Betrug', 'Diebstahl']);
    expect(screen.getByRole('columnheader', { name: /Geldstrafe/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Tatbestand/ }));
    expect(firstCells()).toEqual(['Betrug', 'Diebstahl', 'Raub']);
  });
});

describe('virtual list', () => {
  // jsdom lays nothing out: give every element a height, so the virtualiser has a window to fill.
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  beforeEach(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  });
  afterEach(() => {
    if (original) Object.defineProperty(Element.prototype, 'clientHeight', original);
  });

  it('takes over in a paged list from 100 rows on, loaded on demand', async () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ id: i + 1 }));
    const query = {
      data: { items, page: { skip: 0, limit: 120, total: 240 } },
      error: null,
      isPending: false,
      isError: false,
      refetch: () => undefined,
    };
    renderWithProviders(
      <PagedList
        query={query}
        label="Viele"
        getKey={(i) => i.id}
        renderItem={(i) => `Zeile ${i.id}`}
        page={1}
        onPage={() => undefined}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Viele' });
    expect(within(region).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '120');
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent('1–120 von 240');
  });

  it('renders only some rows of a long list, each with its place in the whole', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1 }));
    renderWithProviders(
      <VirtualList items={items} getKey={(i) => i.id} renderItem={(i) => `Zeile ${i.id}`} label="Lange Liste" />,
    );
    const region = screen.getByRole('region', { name: 'Lange Liste' });
    expect(region).toHaveAttribute('tabindex', '0');
    const rows = within(region).queryAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    for (const row of rows) expect(row).toHaveAttribute('aria-setsize', '1000');
  });
});
