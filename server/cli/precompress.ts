// Part of `npm run build`: the compressed copies of the built client that the server sends.
import { readConfig } from '../config';
import { precompressClient } from '../web/precompress';

const files = precompressClient(readConfig().clientDir);
console.log(`Compressed ${files} client file(s) with Brotli and gzip.`);
