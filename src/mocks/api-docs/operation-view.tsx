// One operation: method, path, hook name, right, parameters, request body and responses.
import { InlineMarkdown, Markdown } from './markdown';
import type { Contract, Entry, Response } from './model';
import { resolve } from './model';
import { SchemaView } from './schema-view';

const hookName = (id: string) => `use${id.charAt(0).toUpperCase()}${id.slice(1)}`;

export function OperationView({ doc, entry }: { doc: Contract; entry: Entry }) {
  const { op, method, path, parameters } = entry;
  const body = resolve(doc, op.requestBody);
  return (
    <article>
      <h2>
        <span className={`method ${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h2>
      <p>
        <strong>{op.summary}</strong>
      </p>
      {op.description && <Markdown text={op.description} />}
      <p className="muted">
        operationId <code>{op.operationId}</code> · Hook <code>{hookName(op.operationId)}</code> · Tag{' '}
        <code>{op.tags?.join(', ')}</code>
        {op['x-required-right'] && (
          <>
            {' '}
            · ACP-Recht <code>{op['x-required-right']}</code>
          </>
        )}
      </p>
      {parameters.length > 0 && (
        <section>
          <h3>Parameter</h3>
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Ort</th>
                <th>Schema</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((p) => (
                <tr key={`${p.in} ${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.required && <span className="req"> *</span>}
                  </td>
                  <td>{p.in}</td>
                  <td>
                    <SchemaView doc={doc} schema={p.schema} />
                    {p.description && (
                      <div className="muted">
                        <InlineMarkdown text={p.description} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {body?.content && (
        <section>
          <h3>Anfrage{body.required ? ' (Pflicht)' : ''}</h3>
          {Object.entries(body.content).map(([type, media]) => (
            <div key={type}>
              <div className="muted">{type}</div>
              <SchemaView doc={doc} schema={media.schema} />
            </div>
          ))}
        </section>
      )}
      <section>
        <h3>Antworten</h3>
        {Object.entries(op.responses ?? {}).map(([status, raw]) => {
          const res = resolve<Response>(doc, raw);
          return (
            <div key={status} className="response">
              <strong className={status.startsWith('2') ? 'ok' : 'err'}>{status}</strong>{' '}
              {res?.description ? <InlineMarkdown text={res.description} /> : null}
              {Object.entries(res?.content ?? {}).map(([type, media]) => (
                <div key={type}>
                  <div className="muted">{type}</div>
                  <SchemaView doc={doc} schema={media.schema} />
                </div>
              ))}
            </div>
          );
        })}
      </section>
    </article>
  );
}
