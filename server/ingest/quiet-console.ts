// The parsers write warnings to the console (PDF.js on every load); from a worker they would
// reach the server's log as unstructured lines that say nothing anyone needs. Imported first.
const silent = () => undefined;
console.log = silent;
console.info = silent;
console.warn = silent;
console.debug = silent;
