// Open YAML files in yaml-language-server (over stdio, as an editor does) and print each
// diagnostic it publishes as a line: file, line, message (tab-separated).
//   node yaml-diagnostics.js path/to/yaml-language-server FILE...
// Exit 2 when the server published nothing for a file within the time allowed.
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const [server, ...files] = process.argv.slice(2);
const settings = { yaml: { validate: true, schemaStore: { enable: false } } };
const child = spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const uris = new Map(files.map((file) => ['file://' + path.resolve(file), null]));
let buffer = Buffer.alloc(0);
let lastId = 0;
const replies = new Map();

function send(message) {
  const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }));
  child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
  child.stdin.write(body);
}

function request(method, params) {
  lastId += 1;
  const id = lastId;
  return new Promise((resolve) => {
    replies.set(id, resolve);
    send({ id, method, params });
  });
}

// The server first publishes an empty list when a file opens, then its findings: keep the
// latest and finish once the server has been quiet for a while.
let quiet = null;
function settle() {
  clearTimeout(quiet);
  quiet = setTimeout(finish, 2000);
}
const deadline = setTimeout(finish, 30000);

function handle(message) {
  if (message.id !== undefined && message.method === undefined) {
    const resolve = replies.get(message.id);
    if (resolve) resolve(message.result);
  } else if (message.id !== undefined) {
    // A request from the server (workspace/configuration, capability registration …).
    const result = message.method === 'workspace/configuration'
      ? message.params.items.map((item) => settings[item.section] ?? null)
      : null;
    send({ id: message.id, result });
  } else if (message.method === 'textDocument/publishDiagnostics' && uris.has(message.params.uri)) {
    uris.set(message.params.uri, message.params.diagnostics);
    if ([...uris.values()].every((diagnostics) => diagnostics !== null)) settle();
  }
}

child.stdout.on('data', (chunk) => {
  buffer = Buffer.concat([buffer, chunk]);
  for (;;) {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const length = Number(/Content-Length: *(\d+)/i.exec(buffer.subarray(0, end).toString())[1]);
    if (buffer.length < end + 4 + length) return;
    const message = JSON.parse(buffer.subarray(end + 4, end + 4 + length).toString());
    buffer = buffer.subarray(end + 4 + length);
    handle(message);
  }
});

function finish() {
  clearTimeout(quiet);
  clearTimeout(deadline);
  for (const [uri, diagnostics] of uris) {
    const file = uri.slice('file://'.length);
    if (diagnostics === null) {
      console.error(`yaml-language-server published nothing for ${file}`);
      process.exitCode = 2;
      continue;
    }
    for (const d of diagnostics) {
      console.log(`${file}\t${d.range.start.line + 1}\t${d.message.replace(/\s+/g, ' ')}`);
    }
  }
  child.kill();
}

(async () => {
  await request('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: { workspace: { configuration: true } },
  });
  send({ method: 'initialized', params: {} });
  send({ method: 'workspace/didChangeConfiguration', params: { settings } });
  for (const file of files) {
    const uri = 'file://' + path.resolve(file);
    const text = fs.readFileSync(file, 'utf8');
    send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'yaml', version: 1, text } } });
  }
})();
