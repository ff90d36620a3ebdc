import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  ancestorsOf,
  hasGitEntry,
  readRealFileSync
} from "./chunk-PCNAZVYE.js";
import {
  require_ignore
} from "./chunk-NYG7QIXA.js";
import {
  __toESM
} from "./chunk-SXXHESJR.js";

// src/tools/search/rg-type-list.txt
var rg_type_list_default = "ada: *.adb, *.ads\nagda: *.agda, *.lagda\naidl: *.aidl\nalire: alire.toml\namake: *.bp, *.mk\nasciidoc: *.adoc, *.asc, *.asciidoc\nasm: *.S, *.asm, *.s\nasp: *.ascx, *.ascx.cs, *.ascx.vb, *.asp, *.aspx, *.aspx.cs, *.aspx.vb\nats: *.ats, *.dats, *.hats, *.sats\navro: *.avdl, *.avpr, *.avsc\nawk: *.awk\nbat: *.bat\nbatch: *.bat\nbazel: *.BUILD, *.bazel, *.bazelrc, *.bzl, BUILD, MODULE.bazel, WORKSPACE, WORKSPACE.bazel, WORKSPACE.bzlmod\nbitbake: *.bb, *.bbappend, *.bbclass, *.conf, *.inc\nboxlang: *.bx, *.bxm, *.bxs\nbrotli: *.br\nbuildstream: *.bst\nbzip2: *.bz2, *.tbz2\nc: *.[chH], *.[chH].in, *.cats\ncabal: *.cabal\ncandid: *.did\ncarp: *.carp\ncbor: *.cbor\nceylon: *.ceylon\ncfml: *.cfc, *.cfm\nclojure: *.clj, *.cljc, *.cljs, *.cljx\ncmake: *.cmake, CMakeLists.txt\ncmd: *.bat, *.cmd\ncml: *.cml\ncoffeescript: *.coffee\nconfig: *.cfg, *.conf, *.config, *.ini\ncoq: *.v\ncpp: *.[ChH], *.[ChH].in, *.[ch]pp, *.[ch]pp.in, *.[ch]xx, *.[ch]xx.in, *.cc, *.cc.in, *.hh, *.hh.in, *.inl\ncreole: *.creole\ncrystal: *.cr, *.ecr, Projectfile, shard.yml\ncs: *.cs\ncsharp: *.cs\ncshtml: *.cshtml\ncsproj: *.csproj\ncss: *.css, *.scss\ncsv: *.csv\ncuda: *.cu, *.cuh\ncython: *.pxd, *.pxi, *.pyx\nd: *.d\ndart: *.dart\ndevicetree: *.dts, *.dtsi, *.dtso\ndhall: *.dhall\ndiff: *.diff, *.patch\ndita: *.dita, *.ditamap, *.ditaval\ndocker: *Dockerfile*\ndockercompose: docker-compose.*.yml, docker-compose.yml\ndts: *.dts, *.dtsi\ndvc: *.dvc, Dvcfile\nebuild: *.ebuild, *.eclass\nedn: *.edn\nelisp: *.el\nelixir: *.eex, *.ex, *.exs, *.heex, *.leex, *.livemd\nelm: *.elm\nerb: *.erb\nerlang: *.erl, *.hrl\nfennel: *.fnl\nfidl: *.fidl\nfish: *.fish\nflatbuffers: *.fbs\nfortran: *.F, *.F77, *.F90, *.F95, *.f, *.f77, *.f90, *.f95, *.pfo\nfsharp: *.fs, *.fsi, *.fsx\nfut: *.fut\ngap: *.g, *.gap, *.gd, *.gi, *.tst\ngdscript: *.gd\ngleam: *.gleam\ngn: *.gn, *.gni\ngo: *.go\ngprbuild: *.gpr\ngradle: *.gradle, *.gradle.kts, gradle-wrapper.*, gradle.properties, gradlew, gradlew.bat\ngraphql: *.graphql, *.graphqls\ngroovy: *.gradle, *.groovy\ngzip: *.gz, *.tgz\nh: *.h, *.hh, *.hpp\nhaml: *.haml\nhare: *.ha\nhaskell: *.c2hs, *.cpphs, *.hs, *.hsc, *.lhs\nhbs: *.hbs\nhs: *.hs, *.lhs\nhtml: *.ejs, *.htm, *.html\nhy: *.hy\nidris: *.idr, *.lidr\njanet: *.janet\njava: *.java, *.jsp, *.jspx, *.properties\njinja: *.j2, *.jinja, *.jinja2\njl: *.jl\njs: *.cjs, *.js, *.jsx, *.mjs, *.vue\njson: *.json, *.sarif, composer.lock\njsonl: *.jsonl\njulia: *.jl\njupyter: *.ipynb, *.jpynb\nk: *.k\nkconfig: Kconfig, Kconfig.*\nkotlin: *.kt, *.kts\nlean: *.lean\nless: *.less\nlicense: *[.-]LICEN[CS]E*, AGPL-*[0-9]*, APACHE-*[0-9]*, BSD-*[0-9]*, CC-BY-*, COPYING, COPYING[.-]*, COPYRIGHT, COPYRIGHT[.-]*, EULA, EULA[.-]*, GFDL-*[0-9]*, GNU-*[0-9]*, GPL-*[0-9]*, LGPL-*[0-9]*, LICEN[CS]E, LICEN[CS]E[.-]*, MIT-*[0-9]*, MPL-*[0-9]*, NOTICE, NOTICE[.-]*, OFL-*[0-9]*, PATENTS, PATENTS[.-]*, UNLICEN[CS]E, UNLICEN[CS]E[.-]*, agpl[.-]*, gpl[.-]*, lgpl[.-]*, licen[cs]e, licen[cs]e.*\nlilypond: *.ily, *.ly\nlisp: *.el, *.jl, *.lisp, *.lsp, *.sc, *.scm\nllvm: *.ll\nlock: *.lock, package-lock.json\nlog: *.log\nlua: *.lua\nlz4: *.lz4\nlzma: *.lzma\nm4: *.ac, *.m4\nmake: *.mak, *.mk, Makefile.*, [Gg][Nn][Uu]makefile, [Gg][Nn][Uu]makefile.am, [Gg][Nn][Uu]makefile.in, [Mm]akefile, [Mm]akefile.am, [Mm]akefile.in\nmako: *.mako, *.mao\nman: *.[0-9][cEFMmpSx], *.[0-9lnpx]\nmarkdown: *.markdown, *.md, *.mdown, *.mdwn, *.mdx, *.mkd, *.mkdn\nmatlab: *.m\nmd: *.markdown, *.md, *.mdown, *.mdwn, *.mdx, *.mkd, *.mkdn\nmeson: meson.build, meson.options, meson_options.txt\nminified: *.min.css, *.min.html, *.min.js\nmint: *.mint\nmk: mkfile\nml: *.ml\nmotoko: *.mo\nmsbuild: *.csproj, *.fsproj, *.proj, *.props, *.sln, *.slnf, *.targets, *.vcxproj\nnim: *.nim, *.nimble, *.nimf, *.nims\nnix: *.nix\nobjc: *.h, *.m\nobjcpp: *.h, *.mm\nocaml: *.ml, *.mli, *.mll, *.mly\norg: *.org, *.org_archive\npants: BUILD\npascal: *.dpr, *.inc, *.lpr, *.pas, *.pp\npdf: *.pdf\nperl: *.PL, *.perl, *.pl, *.plh, *.plx, *.pm, *.t\nphp: *.php, *.php3, *.php4, *.php5, *.php7, *.php8, *.pht, *.phtml\npo: *.po\npod: *.pod\npostscript: *.eps, *.ps\nprolog: *.P, *.pl, *.pro, *.prolog\nprotobuf: *.proto\nps: *.cdxml, *.ps1, *.ps1xml, *.psd1, *.psm1\npuppet: *.epp, *.erb, *.pp, *.rb\npurs: *.purs\npy: *.py, *.pyi\npython: *.py, *.pyi\nqmake: *.prf, *.pri, *.pro\nqml: *.qml\nqrc: *.qrc\nqui: *.ui\nr: *.R, *.Rmd, *.Rnw, *.r, *.rmd, *.rnw\nracket: *.rkt\nraku: *.p6, *.pl6, *.pm6, *.raku, *.rakudoc, *.rakumod, *.rakutest\nrdoc: *.rdoc\nreadme: *README, README*\nreasonml: *.re, *.rei\nred: *.r, *.red, *.reds\nrescript: *.res, *.resi\nrobot: *.robot\nrst: *.rst\nruby: *.gemspec, *.rake, *.rb, *.rbw, .irbrc, Gemfile, Rakefile, config.ru\nrust: *.rs\nsass: *.sass, *.scss\nscala: *.sbt, *.scala\nscdoc: *.scd, *.scdoc\nseed7: *.s7i, *.sd7\nsh: *.bash, *.bashrc, *.csh, *.cshrc, *.env, *.ksh, *.kshrc, *.sh, *.tcsh, *.zsh, .bash_login, .bash_logout, .bash_profile, .bashrc, .cshrc, .env, .kshrc, .login, .logout, .profile, .tcshrc, .zlogin, .zlogout, .zprofile, .zshenv, .zshrc, bash_login, bash_logout, bash_profile, bashrc, profile, zlogin, zlogout, zprofile, zshenv, zshrc\nslim: *.skim, *.slim, *.slime\nsmarty: *.tpl\nsml: *.sig, *.sml\nsolidity: *.sol\nsoy: *.soy\nspark: *.spark\nspec: *.spec\nsql: *.psql, *.sql\nstylus: *.styl\nsv: *.h, *.sv, *.svh, *.v, *.vg\nsvelte: *.svelte, *.svelte.ts\nsvg: *.svg\nswift: *.swift\nswig: *.def, *.i\nsystemd: *.automount, *.conf, *.device, *.link, *.mount, *.path, *.scope, *.service, *.slice, *.socket, *.swap, *.target, *.timer\ntaskpaper: *.taskpaper\ntcl: *.tcl\ntex: *.bib, *.cls, *.dtx, *.ins, *.ltx, *.sty, *.tex\ntexinfo: *.texi\ntextile: *.textile\ntf: *.terraform.lock.hcl, *.terraformrc, *.tf, *.tf.json, *.tfrc, *.tfvars, *.tfvars.json, terraform.rc\nthrift: *.thrift\ntoml: *.toml, Cargo.lock\nts: *.cts, *.mts, *.ts, *.tsx\ntwig: *.twig\ntxt: *.txt\ntypescript: *.cts, *.mts, *.ts, *.tsx\ntyposcript: *.ts, *.typoscript\ntypst: *.typ\nusd: *.usd, *.usda, *.usdc\nv: *.v, *.vsh\nvala: *.vala\nvb: *.vb\nvcl: *.vcl\nverilog: *.sv, *.svh, *.v, *.vh\nvhdl: *.vhd, *.vhdl\nvim: *.vim, .gvimrc, .vimrc, _gvimrc, _vimrc, gvimrc, vimrc\nvimscript: *.vim, .gvimrc, .vimrc, _gvimrc, _vimrc, gvimrc, vimrc\nvue: *.vue\nwebidl: *.idl, *.webidl, *.widl\nwgsl: *.wgsl\nwiki: *.mediawiki, *.wiki\nxml: *.dtd, *.rng, *.sch, *.xhtml, *.xjb, *.xml, *.xml.dist, *.xsd, *.xsl, *.xslt\nxz: *.txz, *.xz\nyacc: *.y\nyaml: *.yaml, *.yml\nyang: *.yang\nz: *.Z\nzig: *.zig\nzsh: *.zsh, .zlogin, .zlogout, .zprofile, .zshenv, .zshrc, zlogin, zlogout, zprofile, zshenv, zshrc\nzstd: *.zst, *.zstd\n";

// src/tools/search/file-types.ts
function parseTypeList(text) {
  const types = /* @__PURE__ */ new Map();
  for (const line of text.split("\n")) {
    const colon = line.indexOf(": ");
    if (colon <= 0) continue;
    types.set(line.slice(0, colon), line.slice(colon + 2).split(", "));
  }
  return types;
}
var fileTypes;
function fileTypeMap() {
  return fileTypes ??= parseTypeList(rg_type_list_default);
}
function typeGlobs(name) {
  if (name === "all") return [...fileTypeMap().values()].flat();
  return fileTypeMap().get(name);
}
function unknownTypeMessage(name) {
  return `unrecognized file type: ${name}`;
}

// src/tools/search/gitignore-matcher.ts
var import_ignore = __toESM(require_ignore(), 1);
function expandBraces(pattern) {
  let depth = 0;
  let open = -1;
  const commas = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (c === "[") {
      const close = pattern.indexOf("]", i + 2);
      if (close > 0) i = close;
    } else if (c === "{") {
      if (depth++ === 0) open = i;
    } else if (c === "," && depth === 1) commas.push(i);
    else if (c === "}" && depth > 0 && --depth === 0) {
      const cuts = [open, ...commas, i];
      const head = pattern.slice(0, open);
      const tail = pattern.slice(i + 1);
      return cuts.slice(1).flatMap((cut, k) => expandBraces(head + pattern.slice(cuts[k] + 1, cut) + tail));
    }
  }
  return [pattern];
}
function expandLines(patterns) {
  const lines = typeof patterns === "string" ? patterns.split(/\r?\n/) : patterns;
  return lines.flatMap((line) => line.includes("{") && !line.startsWith("#") ? expandBraces(line) : [line]);
}
function pathMatcher(patterns) {
  const ig = (0, import_ignore.default)({ ignorecase: false, allowRelativePaths: true }).add(expandLines(patterns));
  const rules = ig._rules;
  const test = typeof rules?.test === "function" ? (path) => rules.test(path, "regex") : (path) => ig.test(path);
  return (path) => {
    const result = test(path);
    return result.ignored ? "ignore" : result.unignored ? "keep" : "none";
  };
}

// src/tools/search/file-selection.ts
function overridesOf(globs) {
  if (globs.length === 0) return void 0;
  return { match: pathMatcher(globs), hasWhitelist: globs.some((g) => !g.startsWith("!")) };
}
function typeMatcherOf(type) {
  if (type === void 0) return void 0;
  const globs = typeGlobs(type);
  if (globs === void 0) throw new Error(unknownTypeMessage(type));
  return pathMatcher(globs);
}
function entryFilter(root, rules, filters) {
  const overrides = overridesOf(filters?.globs ?? []);
  const typeMatch = typeMatcherOf(filters?.type);
  const rootPrefix = root.endsWith("/") ? root.length : root.length + 1;
  const keep = (dir, path, entry) => {
    if (entry.name === ".git") return false;
    const isDir = entry.isDirectory();
    if (overrides !== void 0) {
      const relative = path.slice(rootPrefix);
      const verdict = overrides.match(isDir ? `${relative}/` : relative);
      if (verdict === "ignore") return true;
      if (verdict === "keep") return false;
      if (overrides.hasWhitelist && !isDir) return false;
    }
    if (rules.verdict(dir, path, isDir) === "ignore") return false;
    if (typeMatch !== void 0 && !isDir && typeMatch(entry.name) !== "ignore") return false;
    return true;
  };
  return async (dir, entries) => {
    await rules.enter(dir, new Set(entries.map((e) => e.name)));
    const prefix = dir.endsWith("/") ? dir : `${dir}/`;
    return entries.filter((entry) => keep(dir, prefix + entry.name, entry));
  };
}

// src/tools/search/ignore-rules.ts
import { stat } from "node:fs/promises";
import { dirname, join } from "node:path";
var MAX_RULE_FILE_BYTES = 100 * 1024 * 1024;
function readText(path) {
  return readRealFileSync(path, MAX_RULE_FILE_BYTES)?.toString("utf8");
}
function withoutBom(text) {
  return text?.startsWith("\uFEFF") ? text.slice(1) : text;
}
async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
async function makeLevel(dir, parent, hints) {
  const gitignoreText = hints.gitignore ? withoutBom(readText(join(dir, ".gitignore"))) : void 0;
  const excludeText = hints.git && await isDirectory(join(dir, ".git")) ? readText(join(dir, ".git", "info", "exclude")) : void 0;
  const level = {
    dir,
    prefixLength: dir.endsWith("/") ? dir.length : dir.length + 1,
    gitignore: gitignoreText === void 0 ? void 0 : pathMatcher(gitignoreText),
    exclude: excludeText === void 0 ? void 0 : pathMatcher(excludeText),
    hasGit: hints.git,
    parent
  };
  return level;
}
var IgnoreRules = class _IgnoreRules {
  constructor(requireGit, top) {
    this.requireGit = requireGit;
    for (let level = top; level !== void 0; level = level.parent) this.levels.set(level.dir, level);
  }
  requireGit;
  levels = /* @__PURE__ */ new Map();
  /** The rules in force at `root` (a directory) from the directories above it. */
  static async forRoot(root) {
    const ancestors = ancestorsOf(root);
    const gitFlags = await Promise.all(ancestors.map(hasGitEntry));
    const repoIndex = gitFlags.indexOf(true);
    const requireGit = repoIndex >= 0;
    const chain = requireGit ? ancestors.slice(0, repoIndex + 1) : ancestors;
    let level;
    for (let i = chain.length - 1; i >= 0; i--) {
      const dir = chain[i];
      level = await makeLevel(dir, level, { gitignore: true, git: gitFlags[i] === true });
    }
    return new _IgnoreRules(requireGit, level);
  }
  /**
   * Registers a directory the walk is entering, given its entry names; loads its .gitignore.
   * Its parent must have been entered (or be the root).
   */
  async enter(dir, names) {
    if (this.levels.has(dir)) return;
    const parent = this.levels.get(dirname(dir));
    const level = await makeLevel(dir, parent, {
      gitignore: names.has(".gitignore"),
      git: names.has(".git")
    });
    this.levels.set(dir, level);
  }
  /** The verdict on an entry of the entered directory `dir`. */
  verdict(dir, path, isDir) {
    let gitignore = "none";
    let exclude = "none";
    for (let level = this.levels.get(dir); level !== void 0; level = level.parent) {
      const relative = isDir ? `${path.slice(level.prefixLength)}/` : path.slice(level.prefixLength);
      if (gitignore === "none" && level.gitignore !== void 0) gitignore = level.gitignore(relative);
      if (exclude === "none" && level.exclude !== void 0) exclude = level.exclude(relative);
      if (gitignore !== "none") break;
      if (this.requireGit && level.hasGit) break;
    }
    return gitignore !== "none" ? gitignore : exclude;
  }
};

export {
  typeGlobs,
  unknownTypeMessage,
  entryFilter,
  IgnoreRules
};
