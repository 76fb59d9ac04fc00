import {
  FILE_TOO_LARGE_MESSAGE,
  MEDIA_FORMATS,
  MEDIA_LIMITS,
  REQUEST_TOO_LARGE_MESSAGE,
  formatsFor,
  maxBytesOf,
  wrongTypeMessage,
  type MediaAccepts,
  type MediaKind,
} from "@contract/media";

/**
 * Checks a chosen file against what its field takes before anything is sent, so the owner hears at once
 * about a 40 MB video rather than after a long upload. The server checks the bytes again.
 */
export function fileProblem(file: File, accepts: MediaAccepts): string | null {
  const format = formatOf(file, accepts);
  if (!format) return wrongTypeMessage(accepts);
  if (file.size > maxBytesOf(MEDIA_FORMATS[format].kind)) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** The format a chosen file's name says it is, among those its field takes. */
const formatOf = (file: File, accepts: MediaAccepts) => {
  const name = file.name.toLowerCase();
  return formatsFor(accepts).find((each) => MEDIA_FORMATS[each].extensions.some((extension) => name.endsWith(extension)));
};

/** Whether a chosen file is an image or a video, by its name as the server's first check; null when neither. */
export function chosenMediaKind(file: File, accepts: MediaAccepts): MediaKind | null {
  const format = formatOf(file, accepts);
  return format ? MEDIA_FORMATS[format].kind : null;
}

/** The whole request must stay under the platform's limit. */
export function totalProblem(files: readonly File[]): string | null {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MEDIA_LIMITS.requestBytes ? REQUEST_TOO_LARGE_MESSAGE : null;
}
