// The library file of pdf-parse has the package entry's signature (see the entry's types in @types/pdf-parse).
declare module 'pdf-parse/lib/pdf-parse.js' {
  import readPdf from 'pdf-parse';
  export default readPdf;
}
