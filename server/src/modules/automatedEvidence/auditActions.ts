export const automatedEvidenceDownloaded = 'Automated Evidence Downloaded';
