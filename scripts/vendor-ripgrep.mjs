// Vendors ripgrep for the Grep tool. Hosted Ubuntu runners have no `rg`, and a bundled action has no
// node_modules at run time, so the linux-x64 and linux-arm64 binaries that @vscode/ripgrep ships in its
// platform packages are committed under vendor/ripgrep/<platform>/rg. The tarballs come from the npm
// registry through `npm pack` and are checked against pinned integrity hashes before anything is copied.
//
// The built-in search (used where no ripgrep runs) needs ripgrep's file types, so the same run writes
// the linux-x64 binary's `--type-list` to src/tools/search/rg-type-list.txt.
//
//   node scripts/vendor-ripgrep.mjs          fetch, verify, copy; write SHA256SUMS, LICENSE, README.md
//                                            and the type list
//   node scripts/vendor-ripgrep.mjs --check  verify the committed binaries against SHA256SUMS
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const VERSION = "1.18.0";
/** What the registry published for each platform package; a different tarball is refused. */
const PACKAGES = {
  "linux-x64":
    "sha512-mQ3bVrUpnD2vs7QT0vX90Lt0cnUq467uFtEktIdsJJmW296RoSULRGqWgzG1AKxyBpNDD6l4ZO4qKf6SgyC23Q==",
  "linux-arm64":
    "sha512-lQ/5zTG++U0E3IhVgS4EPTTn/U4okncaRMM5GOFfOYZywS4nuD31GhkHbNYlDk5CuDC68+hYJ0/eQeyCKJDA+g==",
};

const root = fileURLToPath(new URL("..", import.meta.url));
const vendorDir = join(root, "vendor", "ripgrep");
const typeListFile = join(root, "src", "tools", "search", "rg-type-list.txt");

const sha256 = (path) => createHash("sha256").update(readFileSync(path)).digest("hex");

function check() {
  const lines = readFileSync(join(vendorDir, "SHA256SUMS"), "utf8").trim().split("\n");
  let failed = 0;
  for (const line of lines) {
    const [expected, name] = line.split(/\s+/);
    const actual = sha256(join(vendorDir, name));
    if (actual !== expected) {
      console.error(`${name}: expected ${expected}, got ${actual}`);
      failed++;
    } else {
      console.log(`${name}: OK`);
    }
  }
  if (failed > 0) process.exit(1);
}

function vendor() {
  const work = mkdtempSync(join(tmpdir(), "steward-ripgrep-"));
  const sums = [];
  const provenance = [];
  let packageLicense = "";
  try {
    for (const [platform, integrity] of Object.entries(PACKAGES)) {
      const spec = `@vscode/ripgrep-${platform}@${VERSION}`;
      const packed = JSON.parse(
        execFileSync("npm", ["pack", spec, "--json", "--pack-destination", work], { encoding: "utf8" }),
      );
      const tarball = join(work, packed[0].filename);
      const actual = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
      if (actual !== integrity)
        throw new Error(`${spec}: integrity ${actual} does not match the pinned ${integrity}`);
      const unpacked = join(work, platform);
      mkdirSync(unpacked);
      execFileSync("tar", ["-xzf", tarball, "-C", unpacked, "package/bin/rg", "package/LICENSE"]);
      const target = join(vendorDir, platform, "rg");
      mkdirSync(join(vendorDir, platform), { recursive: true });
      copyFileSync(join(unpacked, "package", "bin", "rg"), target);
      chmodSync(target, 0o755);
      packageLicense = readFileSync(join(unpacked, "package", "LICENSE"), "utf8");
      sums.push(`${sha256(target)}  ${platform}/rg`);
      provenance.push(`| ${platform} | \`${spec}\` | \`${integrity}\` |`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(join(vendorDir, "SHA256SUMS"), `${sums.join("\n")}\n`);
  writeFileSync(join(vendorDir, "LICENSE"), licenseText(packageLicense));
  writeFileSync(join(vendorDir, "README.md"), readme(provenance));
  execFileSync(join(root, "node_modules", ".bin", "prettier"), [
    "--write",
    "--log-level",
    "warn",
    join(vendorDir, "README.md"),
  ]);
  writeFileSync(
    typeListFile,
    execFileSync(join(vendorDir, "linux-x64", "rg"), ["--type-list"], { encoding: "utf8" }),
  );
  console.log(sums.join("\n"));
}

const licenseText = (
  packageLicense,
) => `The binaries in this directory are ripgrep, built by the vscode-ripgrep project and published
on the npm registry as @vscode/ripgrep-<platform>@${VERSION}. They are statically linked and include PCRE2.

ripgrep — Copyright (c) 2015 Andrew Gallant — dual-licensed under the Unlicense or the MIT license:

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense,
and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so,
subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial
portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN
NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

------------------------------------------------------------------------------------------------------

PCRE2 — Copyright (c) 1997 University of Cambridge and contributors — BSD 3-clause licence:

Redistribution and use in source and binary forms, with or without modification, are permitted
provided that the following conditions are met:

  * Redistributions of source code must retain the above copyright notice, this list of conditions
    and the following disclaimer.
  * Redistributions in binary form must reproduce the above copyright notice, this list of
    conditions and the following disclaimer in the documentation and/or other materials provided
    with the distribution.
  * Neither the name of the University of Cambridge nor the names of any contributors may be used to
    endorse or promote products derived from this software without specific prior written
    permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED
WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A
PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE LIABLE FOR
ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR
TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF
ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.

------------------------------------------------------------------------------------------------------

The npm packages' own licence (@vscode/ripgrep-<platform>):

${packageLicense.trim()}
`;

const readme = (provenance) => `# Vendored ripgrep

The Grep tool runs this ripgrep, a pinned version, on Linux x64 and arm64 (GitHub's hosted Ubuntu
runners have no \`rg\` of their own). It is located relative to the running file, so it works from
\`dist/\` and from \`src/\` alike. Other platforms use \`rg\` on PATH, then a built-in search that
gives the same output.

Written by \`node scripts/vendor-ripgrep.mjs\`; \`node scripts/vendor-ripgrep.mjs --check\` verifies the
files against SHA256SUMS. Do not edit by hand.

| platform | package | tarball integrity |
| -------- | ------- | ----------------- |
${provenance.join("\n")}
`;

if (process.argv.includes("--check")) check();
else vendor();
