// Times npm's pixelmatch on the same PNG pair as `cargo xtask bench diff`, so both are
// measured in one run. Decoding is not timed, as on the Rust side.
// Usage: node pixelmatch.mjs EXPECTED.png ACTUAL_SAME.png ACTUAL_CHANGED.png RUNS
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

const [expectedPath, samePath, changedPath, runsText] = process.argv.slice(2);
const runs = Number(runsText ?? '5');
const load = (path) => PNG.sync.read(readFileSync(path));
const expected = load(expectedPath);
const same = load(samePath);
const changed = load(changedPath);
const { width, height } = expected;

function median(path, actual, withImage) {
  const times = [];
  let diff = 0;
  for (let i = 0; i < runs; i += 1) {
    const output = withImage ? new PNG({ width, height }).data : null;
    const started = performance.now();
    diff = pixelmatch(expected.data, actual.data, output, width, height, { threshold: 0.1 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label: path, ms: times[Math.floor(times.length / 2)], diff };
}

// Without an output buffer pixelmatch only counts, as the harness's comparison does; with
// one it also draws the diff image, as the harness's report step does.
const identical = median('identical', same, false);
const different = median('different', changed, false);
const withImage = median('different with diff image', changed, true);
console.log(JSON.stringify({ identical, different, withImage }));
