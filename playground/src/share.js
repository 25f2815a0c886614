// The share link: the inputs, as JSON compressed with deflate, in the URL
// fragment (#c=...), which browsers never send to a server.
function toBase64Url(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

async function pipe(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function encodeFragment(inputs) {
  const bytes = new TextEncoder().encode(JSON.stringify(inputs));
  return "#c=" + toBase64Url(await pipe(bytes, new CompressionStream("deflate-raw")));
}

// The inputs of a fragment made by encodeFragment, or null.
export async function decodeFragment(hash) {
  if (!hash.startsWith("#c=")) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(3)), new DecompressionStream("deflate-raw"));
    const inputs = JSON.parse(new TextDecoder().decode(bytes));
    return typeof inputs.config === "string" ? inputs : null;
  } catch {
    return null;
  }
}
