/** A file someone sent that the portal will not read, with a message for that person (it names what is wrong). */
export class FileRefusal extends Error {}
