/** Hands a file to the browser as a download (files the API answers are fetched with the bearer token). */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is no longer needed once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
