/**
 * A file the import cannot read. Its message is shown to the owner as it is, so it is a whole sentence that says
 * what is wrong with the file (never a parser's stack or our internals).
 */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}
