/** Admin uploads accept image files only (an image/* type); anything else is refused. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** The file as a data URL, for the preview and for storing with the content. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
