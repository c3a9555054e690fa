/** A field's confidence badge is highlighted above 0.8. */
export function isConfident(confidence: number): boolean {
  return confidence > 0.8;
}

export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
