// Drives the language server over stdio with vscode-languageserver-protocol's
// client, and with raw bytes where a real client would never go: the
// protocol's corners (tests/lsp/CMakeLists.txt runs it).
//
//   node client_test.js HCL SPEC EMBEDDED_SERVER
//
// HCL is the hcl executable (served as `hcl lsp --spec SPEC`), EMBEDDED_SERVER
// the test application serving its struct's schema (`EMBEDDED_SERVER lsp`).
'use strict';

const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const rpc = require('vscode-jsonrpc/node');
const lsp = require('vscode-languageserver-protocol/node');

const [hcl, spec, embedded] = process.argv.slice(2);
if (!hcl || !spec || !embedded) {
  console.error('usage: node client_test.js HCL SPEC EMBEDDED_SERVER');
  process.exit(2);
}

const uri = 'file:///work/app.hcl';

// ---- a server process and a protocol connection to it

function start(command, args) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const connection = lsp.createProtocolConnection(
    new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
  const diagnostics = new Map(); // uri -> list of publishDiagnostics params
  const logs = [];
  connection.onNotification(lsp.PublishDiagnosticsNotification.type, (p) => {
    if (!diagnostics.has(p.uri)) diagnostics.set(p.uri, []);
    diagnostics.get(p.uri).push(p);
  });
  connection.onNotification(lsp.LogMessageNotification.type, (p) => logs.push(p));
  connection.listen();
  return { child, connection, exited, diagnostics, logs };
}

function startHcl() { return start(hcl, ['lsp', '--spec', spec]); }

async function initialize(server, capabilities = {}) {
  return server.connection.sendRequest(lsp.InitializeRequest.type,
    { processId: process.pid, rootUri: null, capabilities });
}

async function stop(server) {
  await server.connection.sendRequest(lsp.ShutdownRequest.type);
  await server.connection.sendNotification(lsp.ExitNotification.type);
  const code = await server.exited;
  server.connection.dispose();
  return code;
}

async function waitFor(condition, what, ms = 20000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for ' + what);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function open(server, text, at = uri, version = 1) {
  return server.connection.sendNotification(lsp.DidOpenTextDocumentNotification.type,
    { textDocument: { uri: at, languageId: 'hcl', version, text } });
}

function change(server, version, contentChanges, at = uri) {
  return server.connection.sendNotification(lsp.DidChangeTextDocumentNotification.type,
    { textDocument: { uri: at, version }, contentChanges });
}

async function expectError(promise, code) {
  try {
    await promise;
  } catch (e) {
    assert.equal(e.code, code, e.message);
    return e;
  }
  throw new Error('expected an error ' + code);
}

// The position of `needle`'s first character in `text`, in UTF-16 units as
// JavaScript strings count them (the protocol's default encoding).
function positionOf(text, needle, offset = 0) {
  const at = text.indexOf(needle) + offset;
  assert.ok(at >= offset, 'no ' + needle + ' in the text');
  const before = text.slice(0, at);
  const line = before.split(/\r\n|\r|\n/).length - 1;
  const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
  return { line, character: at - lineStart };
}

// Applies protocol changes to a string as the server must.
function applyChanges(text, changes) {
  for (const c of changes) {
    if (!c.range) { text = c.text; continue; }
    const offsetOf = (p) => {
      let line = 0; let i = 0;
      while (line < p.line) {
        const n = text.slice(i).search(/\r\n|\r|\n/);
        i += n + (text.slice(i + n, i + n + 2) === '\r\n' ? 2 : 1);
        line++;
      }
      return i + p.character;
    };
    text = text.slice(0, offsetOf(c.range.start)) + c.text + text.slice(offsetOf(c.range.end));
  }
  return text;
}

// What the server knows of a document: diagnostics, symbols, tokens.
async function analysis(server, at) {
  const doc = { textDocument: { uri: at } };
  const [diags, symbols, tokens] = await Promise.all([
    server.connection.sendRequest(lsp.DocumentDiagnosticRequest.type, doc),
    server.connection.sendRequest(lsp.DocumentSymbolRequest.type, doc),
    server.connection.sendRequest(lsp.SemanticTokensRequest.type, doc),
  ]);
  return { diagnostics: diags.items, symbols, tokens: tokens.data };
}

// ---- raw bytes on stdin, frames read back from stdout

function startRaw(command = hcl, args = ['lsp', '--spec', spec]) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const messages = [];
  let buffer = Buffer.alloc(0);
  child.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/.exec(buffer.slice(0, end).toString())[1]);
      if (buffer.length < end + 4 + length) return;
      messages.push(JSON.parse(buffer.slice(end + 4, end + 4 + length).toString('utf8')));
      buffer = buffer.slice(end + 4 + length);
    }
  });
  const frame = (message) => {
    const body = Buffer.from(typeof message === 'string' ? message : JSON.stringify(message), 'utf8');
    return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]);
  };
  const response = async (id) => {
    await waitFor(() => messages.some((m) => m.id === id && !('method' in m)), 'the response to ' + id);
    return messages.find((m) => m.id === id && !('method' in m));
  };
  return { child, exited, messages, frame, response, write: (bytes) => child.stdin.write(bytes) };
}

const request = (id, method, params = {}) => ({ jsonrpc: '2.0', id, method, params });
const notification = (method, params = {}) => ({ jsonrpc: '2.0', method, params });
const initializeRequest = (id) => request(id, 'initialize', { processId: null, capabilities: {} });

// ---- the tests

const tests = [];
const test = (name, body) => tests.push({ name, body });

test('initialize announces the implemented capabilities', async () => {
  const server = startHcl();
  const result = await initialize(server);
  const c = result.capabilities;
  assert.equal(c.textDocumentSync.change, lsp.TextDocumentSyncKind.Incremental);
  assert.deepEqual(c.completionProvider.triggerCharacters, ['.', '"', '(']);
  assert.deepEqual(c.signatureHelpProvider.triggerCharacters, ['(', ',']);
  assert.ok(c.hoverProvider && c.documentSymbolProvider && c.foldingRangeProvider);
  assert.ok(c.documentFormattingProvider && c.definitionProvider && c.referencesProvider);
  assert.deepEqual(c.renameProvider, { prepareProvider: true });
  assert.ok(c.codeActionProvider && c.diagnosticProvider);
  assert.ok(c.semanticTokensProvider.full);
  assert.ok(c.semanticTokensProvider.legend.tokenTypes.length > 5);
  assert.equal(await stop(server), 0);
});

test('requests before initialize are refused with ServerNotInitialized', async () => {
  const server = startHcl();
  await expectError(server.connection.sendRequest(lsp.HoverRequest.type,
    { textDocument: { uri }, position: { line: 0, character: 0 } }), -32002);
  await initialize(server);
  assert.equal(await stop(server), 0);
});

test('incremental edits with surrogate pairs and CRLF give what a fresh open gives', async () => {
  const server = startHcl();
  await initialize(server);
  let text = 'environment = "😀 prod"\r\nservice "web" {\r\n  image = "🚀🚀"\r\n  replicas = 1\r\n}\r\n';
  await open(server, text);
  const edits = [
    // after the emoji (two UTF-16 units), inside the string
    [{ range: { start: positionOf(text, ' prod'), end: positionOf(text, ' prod', 5) }, text: ' staging' }],
    // a new line between two CRLF lines, with an astral character
    [{ range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } }, text: '  enabled = "𝒳"\r\n' }],
    // replace the second rocket only: its two units
    [{ range: { start: { line: 2, character: 13 }, end: { line: 2, character: 15 } }, text: '✓' }],
    // several changes in one notification, each on the text the previous left
    [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 11 } }, text: 'environmen' },
      { range: { start: { line: 0, character: 10 }, end: { line: 0, character: 10 } }, text: 't' },
      { range: { start: { line: 4, character: 2 }, end: { line: 4, character: 10 } }, text: 'replicaz' }],
  ];
  let version = 1;
  for (const e of edits) {
    text = applyChanges(text, e);
    await change(server, ++version, e);
  }
  assert.match(text, /environment = "😀 staging"\r\n/);
  assert.match(text, /image = "🚀✓"/);
  await open(server, text, 'file:///work/fresh.hcl');
  const edited = await analysis(server, uri);
  const fresh = await analysis(server, 'file:///work/fresh.hcl');
  assert.deepEqual(edited, fresh);
  // `replicaz` is not in the schema; `enabled` is a bool, not "𝒳".
  assert.equal(edited.diagnostics.length, 2);
  const unsupported = edited.diagnostics.find((d) => /replicaz/.test(d.message));
  assert.deepEqual(unsupported.range.start, { line: 4, character: 2 });
  // A hover after the astral characters gives UTF-16 columns.
  const hover = await server.connection.sendRequest(lsp.HoverRequest.type,
    { textDocument: { uri }, position: positionOf(text, 'image') });
  assert.match(hover.contents.value, /image/);
  assert.deepEqual(hover.range.start, { line: 2, character: 2 });
  // Diagnostics were published once per burst, for the last version.
  await waitFor(() => (server.diagnostics.get(uri) || []).some((p) => p.version === version), 'the last version\'s diagnostics');
  const versions = server.diagnostics.get(uri).map((p) => p.version);
  assert.equal(new Set(versions).size, versions.length, 'one publish per version: ' + versions);
  assert.equal(await stop(server), 0);
});

test('an edit outside the document is refused and logged; the document is unchanged', async () => {
  const server = startHcl();
  await initialize(server);
  await open(server, 'environment = "x"\n');
  await change(server, 2, [{ range: { start: { line: 9, character: 0 }, end: { line: 9, character: 1 } }, text: 'x' }]);
  const report = await server.connection.sendRequest(lsp.DocumentDiagnosticRequest.type, { textDocument: { uri } });
  assert.equal(report.items.length, 0);
  await waitFor(() => server.logs.some((l) => l.type === lsp.MessageType.Error), 'the refusal in the log');
  assert.equal(await stop(server), 0);
});

test('requests sent together are each answered, in any order', async () => {
  const server = startHcl();
  await initialize(server);
  const text = 'environment = "prod"\nservice "web" {\n  image = "nginx"\n  replicas = max(1, 2)\n}\n';
  await open(server, text);
  const names = ['environment', 'image', 'replicas'];
  const pending = [];
  for (let i = 0; i < 10; i++) {
    for (const name of names) {
      pending.push(server.connection.sendRequest(lsp.HoverRequest.type,
        { textDocument: { uri }, position: positionOf(text, name) }).then((h) => [name, h]));
    }
    pending.push(server.connection.sendRequest(lsp.CompletionRequest.type,
      { textDocument: { uri }, position: { line: 2, character: 2 } }).then((c) => ['completion', c]));
  }
  for (const [name, result] of await Promise.all(pending)) {
    if (name === 'completion') {
      assert.ok(result.items.some((i) => i.label === 'enabled'));
    } else {
      assert.ok(result.contents.value.includes(name), name + ': ' + result.contents.value);
    }
  }
  assert.equal(await stop(server), 0);
});

test('a cancelled request answers RequestCancelled; the next is served', async () => {
  const server = startRaw();
  server.write(server.frame(initializeRequest(1)));
  await server.response(1);
  const hover = (id) => request(id, 'textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } });
  // The request and its cancellation arrive together: the server reads
  // both before serving the request.
  server.write(Buffer.concat([
    server.frame(notification('textDocument/didOpen', { textDocument: { uri, version: 1, languageId: 'hcl', text: 'environment = "x"\n' } })),
    server.frame(hover(2)), server.frame(notification('$/cancelRequest', { id: 2 })), server.frame(hover(3))]));
  assert.equal((await server.response(2)).error.code, -32800);
  assert.ok((await server.response(3)).result.contents.value.includes('environment'));
  // Cancelling through the library: answered either way, never lost.
  server.child.stdin.end();
  assert.equal(await server.exited, 1);

  const client = startHcl();
  await initialize(client);
  await open(client, 'environment = "x"\n');
  const source = new rpc.CancellationTokenSource();
  const cancelled = client.connection.sendRequest(lsp.HoverRequest.type,
    { textDocument: { uri }, position: { line: 0, character: 0 } }, source.token);
  source.cancel();
  try {
    const h = await cancelled;
    assert.ok(h === null || h.contents);
  } catch (e) {
    assert.equal(e.code, -32800);
  }
  assert.equal(await stop(client), 0);
});

test('malformed frames, invalid JSON and invalid requests get errors; the server goes on', async () => {
  const server = startRaw();
  server.write(server.frame(initializeRequest(1)));
  await server.response(1);
  // After a broken header the server skips to the next Content-Length.
  server.write('garbage without a colon\r\n\r\n');
  server.write('Content-Length: nonsense\r\n\r\n{}');
  server.write(server.frame('{"jsonrpc": "2.0", "id": 2, "method": '));
  server.write(server.frame({ jsonrpc: '2.0', id: 3 }));
  server.write(server.frame(request(4, 'textDocument/noSuchMethod')));
  server.write(server.frame(request(5, 'textDocument/hover', { textDocument: { uri }, position: { line: -1, character: 'x' } })));
  server.write(server.frame(notification('textDocument/noSuchNotification')));
  server.write(server.frame(request(6, 'shutdown', null)));
  const shutdown = await server.response(6);
  assert.equal(shutdown.result, null);
  const codes = server.messages.filter((m) => m.error).map((m) => m.error.code);
  assert.deepEqual(codes, [-32700, -32700, -32700, -32600, -32601, -32602]);
  server.write(server.frame(notification('exit')));
  assert.equal(await server.exited, 0);
});

test('exit codes: 1 without shutdown or when the input ends, 0 after shutdown', async () => {
  const a = startRaw();
  a.write(a.frame(initializeRequest(1)));
  await a.response(1);
  a.write(a.frame(notification('exit')));
  assert.equal(await a.exited, 1);
  const b = startRaw();
  b.child.stdin.end();
  assert.equal(await b.exited, 1);
  const c = startRaw();
  c.write(Buffer.concat([c.frame(initializeRequest(1)), c.frame(request(2, 'shutdown', null)), c.frame(notification('exit'))]));
  assert.equal(await c.exited, 0);
});

test('a position outside the document gets an empty answer', async () => {
  const server = startHcl();
  await initialize(server);
  await open(server, 'environment = "x"\n');
  const far = { textDocument: { uri }, position: { line: 1000, character: 1000 } };
  const completion = await server.connection.sendRequest(lsp.CompletionRequest.type, far);
  assert.ok(Array.isArray(completion.items));
  await server.connection.sendRequest(lsp.HoverRequest.type, far);
  await server.connection.sendRequest(lsp.DefinitionRequest.type, far);
  const unknown = await server.connection.sendRequest(lsp.HoverRequest.type,
    { textDocument: { uri: 'file:///work/not-open.hcl' }, position: { line: 0, character: 0 } });
  assert.equal(unknown, null);
  assert.equal(await stop(server), 0);
});

test('a 100 MB document is served', async () => {
  const server = startHcl();
  await initialize(server);
  const line = '  # ' + 'x'.repeat(95) + '\n';
  const lines = Math.ceil(100e6 / line.length);
  const text = 'environment = "prod"\nservice "web" {\n' + line.repeat(lines) + '  image = "nginx"\n  \n}\n';
  assert.ok(text.length >= 100e6);
  const started = Date.now();
  await open(server, text);
  const last = lines + 3;
  const completion = await server.connection.sendRequest(lsp.CompletionRequest.type,
    { textDocument: { uri }, position: { line: last, character: 2 } });
  assert.ok(completion.items.some((i) => i.label === 'replicas'));
  const hover = await server.connection.sendRequest(lsp.HoverRequest.type,
    { textDocument: { uri }, position: { line: last - 1, character: 3 } });
  assert.match(hover.contents.value, /image/);
  await change(server, 2, [{ range: { start: { line: last, character: 2 }, end: { line: last, character: 2 } }, text: 'replicas = 2' }]);
  const report = await server.connection.sendRequest(lsp.DocumentDiagnosticRequest.type, { textDocument: { uri } });
  assert.equal(report.items.length, 0);
  console.log(`#   100 MB: opened, completed, hovered, edited and checked in ${Date.now() - started} ms`);
  assert.equal(await stop(server), 0);
});

test('a schema file that changes is reloaded; a broken version is logged and the old one kept', async () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcl-lsp-'));
  const file = path.join(dir, 'app.hcldec');
  const write = (text, seconds) => {
    fs.writeFileSync(file, text);
    fs.utimesSync(file, seconds, seconds); // a distinct modification time
  };
  write('object {\n  attr "name" {\n    type = string\n    required = true\n  }\n}\n', 1000);
  const server = start(hcl, ['lsp', '--spec', file]);
  await initialize(server);
  await open(server, 'name = "x"\nport = 1\n');
  const messages = async () => (await server.connection.sendRequest(lsp.DocumentDiagnosticRequest.type,
    { textDocument: { uri } })).items.map((d) => d.message);
  let now = await messages();
  assert.equal(now.length, 1);
  assert.match(now[0], /port/);
  write('object {\n  attr "name" {\n    type = \n', 2000);
  now = await messages();
  assert.equal(now.length, 1, 'the old schema stays');
  assert.ok(server.logs.some((l) => l.type === lsp.MessageType.Error && l.message.includes('app.hcldec')),
    'no error logged: ' + JSON.stringify(server.logs));
  write('object {\n  attr "name" {\n    type = string\n  }\n  attr "port" {\n    type = number\n  }\n}\n', 3000);
  now = await messages();
  assert.deepEqual(now, []);
  assert.ok(server.logs.some((l) => l.type === lsp.MessageType.Info && /reloaded/.test(l.message)));
  assert.equal(await stop(server), 0);
  fs.rmSync(dir, { recursive: true });
});

test('a Terraform provider schema: types as labels, their bodies, var. names declared by variable blocks', async () => {
  const fs = require('node:fs');
  const path = require('node:path');
  const data = path.dirname(spec);
  const server = start(hcl, ['lsp', '--terraform-schema', path.join(data, 'aws_provider_schema.json')]);
  await initialize(server);
  const tf = 'file:///work/main.tf';
  const text = fs.readFileSync(path.join(data, 'main.tf'), 'utf8');
  await server.connection.sendNotification(lsp.DidOpenTextDocumentNotification.type,
    { textDocument: { uri: tf, languageId: 'terraform', version: 1, text } });
  const pulled = await server.connection.sendRequest(lsp.DocumentDiagnosticRequest.type, { textDocument: { uri: tf } });
  assert.deepEqual(pulled.items.map((d) => d.message), [], 'main.tf checks clean');
  // A new resource: its type label, then a body item, then a variable.
  const typed = text + '\nresource "aws_inst\n';
  const lines = typed.split('\n');
  await server.connection.sendNotification(lsp.DidChangeTextDocumentNotification.type,
    { textDocument: { uri: tf, version: 2 }, contentChanges: [{ text: typed }] });
  const labels = await server.connection.sendRequest(lsp.CompletionRequest.type,
    { textDocument: { uri: tf }, position: { line: lines.length - 2, character: 'resource "aws_inst'.length } });
  assert.ok(labels.items.some((i) => i.label === 'aws_instance'), JSON.stringify(labels.items.map((i) => i.label)));
  const withVar = text + '\nlocals {\n  r = var.\n}\n';
  await server.connection.sendNotification(lsp.DidChangeTextDocumentNotification.type,
    { textDocument: { uri: tf, version: 3 }, contentChanges: [{ text: withVar }] });
  const vars = await server.connection.sendRequest(lsp.CompletionRequest.type,
    { textDocument: { uri: tf }, position: { line: withVar.split('\n').length - 3, character: '  r = var.'.length } });
  assert.ok(vars.items.some((i) => i.label === 'region'), JSON.stringify(vars.items.map((i) => i.label)));
  assert.equal(await stop(server), 0);
});

test('a workspace of schemas: .hcl-lsp.hcl, its diagnostics, reloaded on didChangeWatchedFiles', async () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { pathToFileURL } = require('node:url');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcl-lsp-workspace-'));
  const attr = (name, type) => `object {\n  attr "${name}" {\n    type = ${type}\n  }\n}\n`;
  fs.writeFileSync(path.join(dir, 'name.hcldec'), attr('name', 'string'));
  fs.writeFileSync(path.join(dir, 'port.hcldec'), attr('port', 'number'));
  const config = path.join(dir, '.hcl-lsp.hcl');
  fs.writeFileSync(config, 'schema "app/**/*.hcl" { spec = "name.hcldec" }\nschema "*.hcl" { spec = "port.hcldec" }\n');
  const root = pathToFileURL(dir).href;
  const configUri = root + '/.hcl-lsp.hcl';
  const server = start(hcl, ['lsp']);
  const registrations = [];
  server.connection.onRequest(lsp.RegistrationRequest.type, (p) => { registrations.push(...p.registrations); });
  server.connection.onRequest(lsp.UnregistrationRequest.type, () => {});
  await server.connection.sendRequest(lsp.InitializeRequest.type, {
    processId: process.pid, rootUri: root,
    capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
  });
  await server.connection.sendNotification(lsp.InitializedNotification.type, {});
  const app = root + '/app/web/a.hcl';
  const other = root + '/b.hcl';
  await open(server, 'port = 80\n', app);
  await open(server, 'port = 80\n', other);
  const latest = (at) => { const l = server.diagnostics.get(at) || []; return l.length ? l[l.length - 1].diagnostics : null; };
  await waitFor(() => latest(app) && latest(other), 'both documents\' diagnostics');
  // app/** is checked by name.hcldec, b.hcl by port.hcldec.
  assert.equal(latest(app).length, 1);
  assert.match(latest(app)[0].message, /port/);
  assert.deepEqual(latest(other), []);
  await waitFor(() => registrations.length > 0, 'the watchers\' registration');
  const globs = registrations[0].registerOptions.watchers.map((w) => w.globPattern);
  assert.deepEqual(globs, [config, path.join(dir, 'name.hcldec'), path.join(dir, 'port.hcldec')]);
  // The configuration changes: every .hcl file is now name.hcldec's.
  fs.writeFileSync(config, 'schema "*.hcl" { spec = "name.hcldec" }\n');
  await server.connection.sendNotification(lsp.DidChangeWatchedFilesNotification.type,
    { changes: [{ uri: configUri, type: lsp.FileChangeType.Changed }] });
  await waitFor(() => latest(other) && latest(other).length === 1, 'b.hcl checked by its new schema');
  assert.match(latest(other)[0].message, /port/);
  // A wrong configuration: its diagnostics are published for it, at the
  // place of the mistake; the rule that loaded still serves.
  fs.writeFileSync(config, 'schema "app/**/*.hcl" { spec = "missing.hcldec" }\nschema "*.hcl" { spec = "port.hcldec" }\n');
  await server.connection.sendNotification(lsp.DidChangeWatchedFilesNotification.type,
    { changes: [{ uri: configUri, type: lsp.FileChangeType.Changed }] });
  await waitFor(() => (latest(configUri) || []).length === 1, 'the configuration\'s own diagnostic');
  assert.match(latest(configUri)[0].message, /Schema file not found/);
  assert.deepEqual(latest(configUri)[0].range.start, { line: 0, character: 31 });
  await waitFor(() => latest(other) && latest(other).length === 0, 'b.hcl back to port.hcldec');
  // Opened in the editor, the configuration is an HCL document with a schema of its own.
  await open(server, 'schema "*.hcl" {\n  \n}\n', configUri);
  const inside = await server.connection.sendRequest(lsp.CompletionRequest.type,
    { textDocument: { uri: configUri }, position: { line: 1, character: 2 } });
  const labels = inside.items.map((i) => i.label);
  for (const l of ['spec', 'terraform_schema', 'locals', 'variables']) assert.ok(labels.includes(l), l + ': ' + labels);
  assert.equal(await stop(server), 0);
  fs.rmSync(dir, { recursive: true });
});

test('a workspace configuration naming a device is refused, not read (the server never blocks)', async () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { pathToFileURL } = require('node:url');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcl-lsp-device-'));
  fs.writeFileSync(path.join(dir, '.hcl-lsp.hcl'), 'schema "*.hcl" { spec = "/dev/stdin" }\n');
  const root = pathToFileURL(dir).href;
  const server = start(hcl, ['lsp']);
  await server.connection.sendRequest(lsp.InitializeRequest.type, { processId: process.pid, rootUri: root, capabilities: {} });
  const configUri = root + '/.hcl-lsp.hcl';
  await waitFor(() => server.diagnostics.has(configUri), 'the configuration\'s diagnostics');
  assert.match(server.diagnostics.get(configUri)[0].diagnostics[0].message, /Schema file not found/);
  await open(server, 'name = 1\n', root + '/a.hcl');
  const hover = await server.connection.sendRequest(lsp.HoverRequest.type,
    { textDocument: { uri: root + '/a.hcl' }, position: { line: 0, character: 0 } });
  assert.ok(hover === null || hover.contents);
  assert.equal(await stop(server), 0);
  fs.rmSync(dir, { recursive: true });
});

test('a workspace of schemas from initializationOptions and workspace/didChangeConfiguration', async () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { pathToFileURL } = require('node:url');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcl-lsp-options-'));
  fs.writeFileSync(path.join(dir, 'port.hcldec'), 'object {\n  attr "port" {\n    type = number\n  }\n}\n');
  const root = pathToFileURL(dir).href;
  const server = start(hcl, ['lsp']);
  await server.connection.sendRequest(lsp.InitializeRequest.type, {
    processId: process.pid, rootUri: root, capabilities: {},
    initializationOptions: { schema: [{ '*.hcl': { spec: 'port.hcldec' } }] },
  });
  const doc = root + '/a.hcl';
  await open(server, 'port = "eighty"\n', doc);
  const pull = async () => (await server.connection.sendRequest(lsp.DocumentDiagnosticRequest.type,
    { textDocument: { uri: doc } })).items.map((d) => d.message);
  const checked = await pull();
  assert.equal(checked.length, 1);
  assert.match(checked[0], /number/);
  // Settings without a schema: the document is served without one.
  await server.connection.sendNotification(lsp.DidChangeConfigurationNotification.type, { settings: { hcl: {} } });
  assert.deepEqual(await pull(), []);
  assert.equal(await stop(server), 0);
  fs.rmSync(dir, { recursive: true });
});

test('an application serving its struct\'s schema through hcl::lsp::serve', async () => {
  const server = start(embedded, ['lsp']);
  const init = await initialize(server);
  assert.equal(init.serverInfo.name, 'shop');
  const text = 'region = "eu"\nlistener {\n  port = "eighty"\n}\nbackend "a" {\n  \n}\n';
  await open(server, text);
  await waitFor(() => server.diagnostics.has(uri), 'published diagnostics');
  const messages = server.diagnostics.get(uri)[0].diagnostics.map((d) => d.message).sort();
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(messages[0], /port/);
  assert.match(messages[1], /url/);
  const completion = await server.connection.sendRequest(lsp.CompletionRequest.type,
    { textDocument: { uri }, position: { line: 5, character: 2 } });
  assert.deepEqual(completion.items.map((i) => i.label).sort(), ['url', 'weight']);
  assert.equal(await stop(server), 0);
});

(async () => {
  let failed = 0;
  for (const t of tests) {
    try {
      await t.body();
      console.log('ok - ' + t.name);
    } catch (e) {
      failed++;
      console.log('not ok - ' + t.name + '\n' + (e && e.stack ? e.stack : e));
    }
  }
  console.log(failed ? `${failed} of ${tests.length} failed` : `all ${tests.length} passed`);
  process.exit(failed ? 1 : 0);
})();
