export const FIREBASE_TOOLS_JAR_JAVA: number;
export function parseJavaMajor(text: string): number;
export function javaMajorVersion(): number;
export interface FirestoreEmulator {
  jar: string;
  source: string;
  javaArgs: string[];
}
export function resolveFirestoreEmulator(machine?: {
  env?: Record<string, string | undefined>;
  sdkFolders?: () => string[];
  javaMajor?: () => number;
  bundled?: () => { path: string; download: () => Promise<void> };
  log?: (message: string) => void;
}): Promise<FirestoreEmulator>;
