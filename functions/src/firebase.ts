import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";

/** One admin app per process; the emulator hosts come from the environment. */
function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const auth = () => getAuth(app());
export const bucket = () => getStorage(app()).bucket();
