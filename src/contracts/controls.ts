/** How a control is named to people: GDPR's are articles ("Art. 33"), the others read as they are ("CC7.1", "A.5.15"). */
export const controlLabel = (controlId: string): string => (/^\d+$/.test(controlId) ? `Art. ${controlId}` : controlId);
