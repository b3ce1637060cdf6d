// Redocly plugin: the contract conventions of shared/spec/contract-outline.md as lint rules.
// Each rule reports in German-free English so backend developers read it in CI logs.

const READ_VERBS = ['get', 'list', 'search', 'find', 'check', 'count', 'export', 'download'];
const ALL_VERBS = [
  ...READ_VERBS,
  'add', 'create', 'new', 'post', 'update', 'edit', 'set', 'change', 'rename', 'replace', 'patch',
  'delete', 'remove', 'kick', 'ban', 'unban', 'block', 'unblock', 'accept', 'decline', 'reject',
  'approve', 'quit', 'leave', 'join', 'invite', 'send', 'sync', 'reset', 'restart', 'teleport',
  'spectate', 'report', 'reply', 'vote', 'upload', 'save', 'login', 'logout', 'select', 'link',
  'unlink', 'park', 'repair', 'rent', 'renovate', 'transfer', 'share', 'unshare', 'checkIn',
  'check', 'overwrite', 'bid', 'close', 'open', 'assign', 'unassign', 'notify', 'mark', 'like',
  'unlike', 'follow', 'unfollow', 'hire', 'fire', 'promote', 'demote', 'issue', 'pay', 'revoke',
  'grant', 'move', 'copy', 'publish', 'archive', 'restore', 'start', 'stop', 'destroy', 'clear',
  'confirm', 'cancel', 'submit', 'sign', 'lock', 'unlock', 'release', 'arrest', 'treat', 'toggle',
  'read', 'mute', 'unmute', 'pin', 'unpin', 'buy', 'sell', 'withdraw', 'deposit', 'register',
];
const verbOf = (id) => (/^[a-z]+/.exec(id) ?? [''])[0];
const areaOf = (path) => (/^\/api\/([a-z]+)(\/|$)/.exec(path) ?? [])[1];
const isRef = (node) => node && typeof node === 'object' && typeof node.$ref === 'string';

function withPath(check) {
  return () => {
    let currentPath = '';
    return {
      PathItem: {
        enter(_item, ctx) {
          currentPath = String(ctx.key);
        },
        Operation: {
          enter(op, ctx) {
            check(op, ctx, currentPath);
          },
        },
      },
    };
  };
}

const TagIsArea = withPath((op, ctx, path) => {
  const area = areaOf(path);
  if (!area) {
    ctx.report({ message: `Path "${path}" must start with /api/{area}/.`, location: ctx.location });
    return;
  }
  const tags = op.tags ?? [];
  if (tags.length !== 1 || tags[0] !== area) {
    ctx.report({
      message: `Operation must have exactly one tag equal to its area "${area}" (has ${JSON.stringify(tags)}).`,
      location: ctx.location.child('tags'),
    });
  }
});

function OperationIdVerb() {
  return {
    Operation: {
      enter(op, ctx) {
        const id = op.operationId ?? '';
        if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) {
          ctx.report({ message: `operationId "${id}" must be camelCase.`, location: ctx.location.child('operationId') });
          return;
        }
        if (!ALL_VERBS.includes(verbOf(id))) {
          ctx.report({
            message: `operationId "${id}" must start with a verb (${verbOf(id)} is not in the list of openapi/lint/portal-rules.js).`,
            location: ctx.location.child('operationId'),
          });
        }
      },
    },
  };
}

function NoStateChangingGet() {
  return {
    PathItem: {
      enter(item, ctx) {
        const op = item.get;
        if (!op) return;
        if (op.requestBody) {
          ctx.report({ message: 'GET must not have a request body.', location: ctx.location.child(['get', 'requestBody']) });
        }
        if (!READ_VERBS.includes(verbOf(op.operationId ?? ''))) {
          ctx.report({
            message: `GET operation "${op.operationId}" must read (start with ${READ_VERBS.join('/')}); state changes use POST, PUT, PATCH or DELETE.`,
            location: ctx.location.child(['get', 'operationId']),
          });
        }
      },
    },
  };
}

function NamedSchemas() {
  return {
    Operation: {
      enter(op, ctx) {
        const body = op.requestBody;
        if (body && !isRef(body)) {
          for (const [type, media] of Object.entries(body.content ?? {})) {
            if (!isRef(media.schema)) {
              ctx.report({
                message: `Request body (${type}) must reference a named schema.`,
                location: ctx.location.child(['requestBody', 'content', type, 'schema']),
              });
            }
          }
        }
        const responses = op.responses ?? {};
        const success = Object.keys(responses).filter((s) => /^2/.test(s));
        if (success.length === 0) {
          ctx.report({ message: 'Operation needs a 2xx response.', location: ctx.location.child('responses') });
        }
        for (const status of success) {
          const res = responses[status];
          if (isRef(res)) continue;
          const content = res.content ?? {};
          if (Object.keys(content).length === 0) {
            ctx.report({
              message: `Response ${status} must have content with a named schema (use ActionResult for actions).`,
              location: ctx.location.child(['responses', status]),
            });
          }
          for (const [type, media] of Object.entries(content)) {
            if (!isRef(media.schema)) {
              ctx.report({
                message: `Response ${status} (${type}) must reference a named schema.`,
                location: ctx.location.child(['responses', status, 'content', type, 'schema']),
              });
            }
          }
        }
      },
    },
  };
}

function ProblemErrors() {
  return {
    Operation: {
      enter(op, ctx) {
        for (const [status, res] of Object.entries(op.responses ?? {})) {
          if (!/^[45]/.test(status)) continue;
          if (isRef(res)) {
            if (!/responses\.yaml#\/|#\/components\/responses\//.test(res.$ref)) {
              ctx.report({ message: `Error response ${status} must use a shared Problem response.`, location: ctx.location.child(['responses', status]) });
            }
            continue;
          }
          const media = res.content?.['application/problem+json'];
          if (!media || !isRef(media.schema) || !/Problem$/.test(media.schema.$ref)) {
            ctx.report({
              message: `Error response ${status} must be application/problem+json with the Problem schema.`,
              location: ctx.location.child(['responses', status]),
            });
          }
        }
      },
    },
  };
}

function PagedLists() {
  return {
    Operation: {
      enter(op, ctx) {
        const res = op.responses?.['200'];
        const schema = res && !isRef(res) ? res.content?.['application/json']?.schema : undefined;
        if (!isRef(schema) || !/Page$/.test(schema.$ref)) return;
        const names = (op.parameters ?? []).map((p) => (isRef(p) ? p.$ref.split('/').pop() : p.name));
        const hasSkip = names.some((n) => /^skip$|^Skip(Path)?$/.test(n));
        const hasLimit = names.some((n) => /^limit$|^Limit(Path)?$/.test(n));
        if (!hasSkip || !hasLimit) {
          ctx.report({ message: `Paged list "${op.operationId}" must take skip and limit parameters.`, location: ctx.location.child('parameters') });
        }
      },
    },
  };
}

const RIGHT_PATTERN = /^[a-z]+(\.[a-z][a-zA-Z]*)+$/;
const AdminRight = withPath((op, ctx, path) => {
  const right = op['x-required-right'];
  const isAdmin = /\/admin(\/|$)/.test(path) || areaOf(path) === 'gameserver';
  if (isAdmin && right === undefined) {
    ctx.report({ message: `Admin operation "${op.operationId}" must name its ACP right in x-required-right.`, location: ctx.location });
  }
  if (right !== undefined && (typeof right !== 'string' || !RIGHT_PATTERN.test(right))) {
    ctx.report({ message: `x-required-right "${right}" must look like "area.action".`, location: ctx.location.child('x-required-right') });
  }
});

function Summary() {
  return {
    Operation: {
      enter(op, ctx) {
        if (!op.summary) ctx.report({ message: `Operation "${op.operationId}" needs a summary.`, location: ctx.location });
      },
    },
  };
}

export default function portalRules() {
  return {
    id: 'portal',
    rules: {
      oas3: {
        'tag-is-area': TagIsArea,
        'operation-id-verb': OperationIdVerb,
        'no-state-changing-get': NoStateChangingGet,
        'named-schemas': NamedSchemas,
        'problem-errors': ProblemErrors,
        'paged-lists': PagedLists,
        'admin-right': AdminRight,
        summary: Summary,
      },
    },
  };
}
