// Headless Chromium for the browser tests (playwright-core drives Debian's chromium; never a downloaded one).
//
// Fake media: --use-fake-device-for-media-stream (a moving test pattern and a beeping tone) and
// --use-fake-ui-for-media-stream (camera and microphone allowed without a prompt).
// Loopback: Chromium leaves the loopback interface out of WebRTC's network list, so on a machine whose only
// interface is lo it would offer no ICE candidate at all; --allow-loopback-in-peer-connection puts 127.0.0.1
// in (the engine answers with 127.0.0.1 among its candidates, meetdesk/rtc/peer_connection.py).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required'];

// A persistent context (how playwright takes a fresh --user-data-dir); close() removes the profile.
export async function launch(executablePath, { viewport } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'meetdesk-chromium-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath, headless: true, permissions: ['camera', 'microphone'], args: CHROMIUM_ARGS,
      ...(viewport ? { viewport } : {}),
    });
  } catch (err) {
    await rm(profile, { recursive: true, force: true });
    throw err;
  }
  const page = context.pages()[0] || await context.newPage();
  return {
    context, page,
    async close() {
      await context.close().catch(() => {});
      await rm(profile, { recursive: true, force: true });
    },
  };
}

// What a test page logs for the test's record: console lines, page errors (also collected in `errors`), HTTP
// errors and failed requests.
export function logPage(page, log, errors) {
  page.on('console', msg => log(`console.${msg.type()} ${msg.text()}`));
  page.on('pageerror', err => {
    errors.push(String(err));
    log(`pageerror ${err.stack || err}`);
  });
  page.on('response', res => { if (res.status() >= 400) log(`http ${res.status()} ${res.request().method()} ${res.url()}`); });
  page.on('requestfailed', req => log(`requestfailed ${req.method()} ${req.url()} ${req.failure()?.errorText}`));
}
