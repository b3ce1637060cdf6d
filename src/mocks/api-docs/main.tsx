// /api-docs: a browsable reference of openapi/portal.yaml, bundled with the contract
// (no CDN, no fonts or scripts from other hosts). Only in dev and mock builds.
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import bundled from 'virtual:portal-contract';
import { Markdown } from './markdown';
import { entries, type Contract } from './model';
import { OperationView } from './operation-view';
import './styles.css';

const contract = bundled as Contract;

function useHash(): string {
  const [hash, setHash] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  useEffect(() => {
    const onChange = () => setHash(decodeURIComponent(window.location.hash.slice(1)));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

function Reference() {
  const all = useMemo(() => entries(contract), []);
  const [filter, setFilter] = useState('');
  const selected = useHash();
  const needle = filter.trim().toLowerCase();
  const shown = all.filter(
    (e) => !needle || `${e.op.operationId} ${e.path} ${e.op.summary ?? ''}`.toLowerCase().includes(needle),
  );
  const tags = (contract.tags ?? []).map((t) => t.name).filter((t) => shown.some((e) => e.op.tags?.[0] === t));
  const current = all.find((e) => e.op.operationId === selected);
  return (
    <div className="layout">
      <nav aria-label="Operationen">
        <h1>
          {contract.info.title} <span className="muted">{contract.info.version}</span>
        </h1>
        <label htmlFor="api-filter" className="muted">
          {all.length} Operationen – filtern nach Name, Pfad oder Zusammenfassung
        </label>
        <input
          id="api-filter"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="z. B. polls, deletePost"
        />
        {tags.map((tag) => (
          <details key={tag} open={needle !== '' || current?.op.tags?.[0] === tag}>
            <summary>
              {tag} <span className="muted">({shown.filter((e) => e.op.tags?.[0] === tag).length})</span>
            </summary>
            <ul>
              {shown
                .filter((e) => e.op.tags?.[0] === tag)
                .map((e) => (
                  <li key={e.op.operationId}>
                    <a href={`#${e.op.operationId}`} aria-current={e === current ? 'true' : undefined}>
                      <span className={`method ${e.method}`}>{e.method.toUpperCase()}</span> {e.op.operationId}
                    </a>
                  </li>
                ))}
            </ul>
          </details>
        ))}
      </nav>
      <main>
        {current ? (
          <OperationView doc={contract} entry={current} />
        ) : (
          <article>
            <h2>API-Referenz</h2>
            <p>Links eine Operation wählen. Quelle: openapi/portal.yaml (beim Build eingebettet).</p>
            {contract.info.description ? <Markdown text={contract.info.description} /> : null}
          </article>
        )}
      </main>
    </div>
  );
}

const container = document.getElementById('api-docs');
if (!container) throw new Error('#api-docs is missing in api-docs/index.html');
createRoot(container).render(
  <StrictMode>
    <Reference />
  </StrictMode>,
);
