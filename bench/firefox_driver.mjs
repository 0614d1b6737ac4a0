// Firefox ESR for the engine tests and the engines benchmark, driven over WebDriver BiDi by puppeteer-core.
// One page; commands arrive as JSON lines on stdin ({op, ...}) and each gets one JSON line
// back ({ok} or {error}). The Python side (engine_drivers.py) is the only caller.
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.argv[2] || "/usr/bin/firefox-esr",
  headless: true,
  extraPrefsFirefox: { "intl.accept_languages": "de-DE", "ui.prefersReducedMotion": 1 },
});
const page = await browser.newPage();
const [width, height] = [Number(process.argv[3]) || 1024, Number(process.argv[4]) || 768];
await page.setViewport({ width, height });
let requests = [];
let errors = [];
page.on("request", (request) => requests.push(request.url()));
page.on("pageerror", (error) => errors.push(`uncaught: ${error.message || error}`));

const ops = {
  goto: (command) => page.goto(command.url, { waitUntil: "load", timeout: 120_000 }).then(() => null),
  reload: () => page.reload({ waitUntil: "load", timeout: 120_000 }).then(() => null),
  run: (command) => page.evaluate(command.js),
  // statements run in every document of the page before its own scripts
  preload: (command) => page.evaluateOnNewDocument(command.js).then(() => null),
  seen: () => {
    const out = { requests, errors };
    requests = [];
    errors = [];
    return out;
  },
  quit: async () => {
    await browser.close();
    process.exit(0);
  },
};

const say = (reply) => process.stdout.write(JSON.stringify(reply) + "\n");
say({ ok: "ready" });
for await (const line of readline.createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  try {
    say({ ok: (await ops[command.op](command)) ?? null });
  } catch (error) {
    say({ error: String(error && error.stack ? error.stack : error) });
  }
}
await browser.close();
