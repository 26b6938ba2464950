// Scores captured response headers with the MDN HTTP Observatory's own tests and grader,
// with no network. Reads JSON on stdin:
//   { "host": "thehive.example", "status": 200, "headers": { "name": "value" }, "html": "..." }
// and prints JSON: { "score", "grade", "tests": { name: { result, pass, scoreModifier } } }.
//
// The Observatory scans a live site over HTTP and HTTPS. Here the HTTPS response is the one
// captured from hive-server behind its TLS proxy, and the plain-HTTP leg is the proxy's
// redirect to HTTPS on the same host, which is the deployment the server is built for.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let packageDir;
try {
  packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
} catch {
  console.error(
    'the npm package @mdn/mdn-http-observatory is not installed; run `npm ci` (or ' +
      '`npm install --ignore-scripts`) at the repository root',
  );
  process.exit(2);
}

// The HSTS preload list is fetched by the package's install script, which needs the network
// and is skipped here. No test host is on that list, so an empty list gives the same answer.
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
const readFileSync = fs.readFileSync;
fs.readFileSync = function patchedReadFileSync(file, ...rest) {
  if (path.resolve(String(file)) === preloadList && !fs.existsSync(preloadList)) return '{}';
  return readFileSync.call(this, file, ...rest);
};

const load = (relative) => import(path.join(packageDir, relative));
const { AxiosHeaders } = require(require.resolve('axios', { paths: [packageDir] }));
const { Requests } = await load('src/types.js');
const { Session } = await load('src/retriever/session.js');
const { parseHttpEquivHeaders } = await load('src/retriever/utils.js');
const { ALL_TESTS } = await load('src/constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('src/grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load('src/grader/grader.js');

const input = JSON.parse(readFileSync(0, 'utf8'));
const origin = new URL(`https://${input.host}/`);

function response(status, headers) {
  const axiosHeaders = new AxiosHeaders();
  for (const [name, value] of Object.entries(headers)) axiosHeaders.set(name, value);
  return {
    headers: axiosHeaders,
    request: { headers: new AxiosHeaders() },
    status,
    statusText: '',
    verified: true,
    data: input.html,
    config: { headers: new AxiosHeaders() },
  };
}

const requests = new Requests(input.host);
requests.resources.path = input.html;
requests.session = new Session(origin);
requests.responses.auto = response(input.status, input.headers);
requests.responses.auto.httpEquiv = parseHttpEquivHeaders(input.html, origin.href);
requests.responses.https = requests.responses.auto;
requests.responses.cors = requests.responses.auto;
requests.responses.http = response(301, { location: origin.href });
requests.responses.httpRedirects = [
  { url: new URL(`http://${input.host}/`), status: 301 },
  { url: origin, status: input.status },
];
requests.responses.httpsRedirects = [{ url: origin, status: input.status }];

// The same arithmetic as the package's `scan`, which cannot be called without the network.
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = getScoreModifier(output.result);
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier: modifier };
}
const { score, grade } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(JSON.stringify({ score, grade, tests }));
