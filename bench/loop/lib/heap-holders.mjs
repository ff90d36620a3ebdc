// A V8 heap snapshot summed by holder. Each object is charged to the nearest recognised holder on its
// shortest path from the GC roots (weak edges left out): its own size, and for an ArrayBuffer's
// backing store (external memory, which V8 lists as a native node) its byte length. What no holder
// claims is listed by the nearest named object on its path, so the unexpected shows up by name.

/** The holders steward's memory is expected in, nearest first on a path (see `classify`). */
const HOLDERS = [
  [
    "request-body bytes (the encoder's segments and message bytes)",
    (n) => n.name === "RequestBodyEncoder" || n.name === "bodyChunks",
  ],
  ["conversation messages (objects, blocks, strings)", (n) => n.props.has("role") && n.props.has("content")],
  ["transcript", (n) => /Transcript/.test(n.name)],
  ["file-read state (Read's cache)", (n) => /FileState|ReadState|readFiles/i.test(n.name)],
  ["usage / telemetry", (n) => /Usage|Telemetry|CostLedger/.test(n.name)],
  ["the shell parser's WebAssembly memory (tree-sitter)", (n) => n.props.has("HEAP8")],
  ["module sources and compiled code", (n) => n.type === "code"],
];
/** Only objects at least this large are listed one by one among the unclaimed. */
const NAMED_OTHER_MIN = 64 * 1024;

function parse(snapshot) {
  const { meta } = snapshot.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const at = (fields, name) => fields.indexOf(name);
  const [nType, nName, nSize, nEdges] = ["type", "name", "self_size", "edge_count"].map((f) =>
    at(meta.node_fields, f),
  );
  const [eType, eName, eTo] = ["type", "name_or_index", "to_node"].map((f) => at(meta.edge_fields, f));
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / nf;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * nf + nEdges] * ef;
    firstEdge[i + 1] = e;
  }
  return {
    count,
    type: (i) => nodeTypes[nodes[i * nf + nType]],
    name: (i) => strings[nodes[i * nf + nName]],
    size: (i) => nodes[i * nf + nSize],
    *edgesOf(i) {
      for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += ef) {
        const type = edgeTypes[edges[e + eType]];
        const raw = edges[e + eName];
        yield {
          type,
          name: type === "element" || type === "hidden" ? String(raw) : strings[raw],
          to: edges[e + eTo] / nf,
        };
      }
    },
  };
}

/** Shortest paths from the root (node 0), weak edges left out: each node's parent on its path. */
function shortestPaths(heap) {
  const parent = new Int32Array(heap.count).fill(-1);
  parent[0] = 0;
  let frontier = [0];
  while (frontier.length > 0) {
    const next = [];
    for (const i of frontier)
      for (const edge of heap.edgesOf(i)) {
        if (edge.type === "weak" || edge.type === "shortcut" || parent[edge.to] !== -1) continue;
        parent[edge.to] = i;
        next.push(edge.to);
      }
    frontier = next;
  }
  return parent;
}

function describe(heap, i) {
  const props = new Set();
  for (const edge of heap.edgesOf(i)) if (edge.type === "property") props.add(edge.name);
  return { name: heap.name(i), type: heap.type(i), props };
}

/** `{ rows: [{ holder, bytes }], total }`, largest first. */
export function holdersOf(snapshot) {
  const heap = parse(snapshot);
  const parent = shortestPaths(heap);
  const holderOf = new Map();
  const classify = (start) => {
    const path = [];
    let named;
    for (let i = start; ; i = parent[i]) {
      const known = holderOf.get(i);
      if (known !== undefined) {
        for (const p of path) holderOf.set(p, known);
        return known;
      }
      path.push(i);
      const node = describe(heap, i);
      const holder = HOLDERS.find(([, test]) => test(node))?.[0];
      if (holder !== undefined) {
        for (const p of path) holderOf.set(p, holder);
        return holder;
      }
      if (named === undefined && node.type === "object" && !/^(Object|Array|system \/ .*)$/.test(node.name))
        named = node.name;
      if (i === 0 || parent[i] === i || parent[i] === -1) {
        const other = `other (nearest named object: ${named ?? heap.name(start)})`;
        for (const p of path) holderOf.set(p, other);
        return other;
      }
    }
  };
  const sums = new Map();
  let total = 0;
  for (let i = 0; i < heap.count; i++) {
    const bytes = heap.size(i);
    if (bytes === 0 || parent[i] === -1) continue;
    total += bytes;
    let holder = classify(i);
    if (holder.startsWith("other") && bytes < NAMED_OTHER_MIN) holder = "other, small objects";
    sums.set(holder, (sums.get(holder) ?? 0) + bytes);
  }
  const rows = [...sums].map(([holder, bytes]) => ({ holder, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { rows, total };
}
