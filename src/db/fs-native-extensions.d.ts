// fs-native-extensions ships no types: the two calls the data-directory lock makes.
declare module 'fs-native-extensions' {
  const nativeFs: {
    /** An exclusive lock on the whole file open at `fd`; false when another open file holds one. */
    tryLock(fd: number): boolean;
    unlock(fd: number): void;
  };
  export default nativeFs;
}
