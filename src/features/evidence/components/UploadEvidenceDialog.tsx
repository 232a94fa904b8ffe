import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch } from '@/app/hooks';
import { keepChosenFile } from '@/features/evidence/chosenFiles';
import { EvidenceFieldsForm } from '@/features/evidence/components/EvidenceFieldsForm';
import { FileDropZone } from '@/features/evidence/components/FileDropZone';
import { ChosenFiles, FileUploadList } from '@/features/evidence/components/FileUploadList';
import { uploadEvidenceText as text } from '@/features/evidence/constants';
import { uploadsCleared } from '@/features/evidence/evidenceUploadsSlice';
import { evidenceFileUploadRequested } from '@/features/evidence/thunks';
import type { EvidenceDraft, UploadDestination, UploadTarget } from '@/features/evidence/types';
import { nameFromFile, uploadFields } from '@/features/evidence/uploadFields';

const emptyDraft: EvidenceDraft = {
  name: '',
  category: 'Policies',
  confidentiality: 'internal',
  description: '',
  tags: '',
  controls: [],
  validUntil: '',
};

type Phase = 'choosing' | 'uploading' | 'settled';

/** The name proposed for what is chosen: one file's own name; several are each named after themselves. */
const proposedName = (files: File[]) => (files.length === 1 ? nameFromFile(files[0].name) : '');

const UploadForm = ({ destination, onClose }: { destination: UploadDestination; onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [files, setFiles] = useState<File[]>([]);
  const [draft, setDraft] = useState(emptyDraft);
  const [phase, setPhase] = useState<Phase>('choosing');
  const newEvidence = destination.kind === 'evidence';

  useEffect(() => {
    dispatch(uploadsCleared());
  }, [dispatch]);

  // A name the member typed stays; one still as proposed follows the file chosen.
  const chooseFiles = (chosen: File[]) => {
    setFiles(chosen);
    if (draft.name === proposedName(files)) setDraft({ ...draft, name: proposedName(chosen) });
  };

  const targetFor = (file: File): UploadTarget =>
    destination.kind === 'evidence'
      ? { kind: 'evidence', fields: uploadFields(draft, file.name, files.length > 1) }
      : { kind: 'version', evidenceId: destination.evidence.id };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPhase('uploading');
    const results = await Promise.all(
      files.map((file) =>
        dispatch(evidenceFileUploadRequested({ uploadId: keepChosenFile(file), target: targetFor(file) })),
      ),
    );
    if (results.every((result) => result.meta.requestStatus === 'fulfilled')) onClose();
    else setPhase('settled');
  };

  return (
    // A flex column like the dialog's own paper, so the fields scroll and the actions stay on screen.
    <Box
      component="form"
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id="upload-evidence-title">
        {destination.kind === 'evidence' ? text.title : text.versionTitle(destination.evidence.name)}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {phase === 'choosing' ? (
          <>
            <FileDropZone files={files} multiple={newEvidence} disabled={false} onChange={chooseFiles} />
            <ChosenFiles files={files} onRemove={(file) => chooseFiles(files.filter((chosen) => chosen !== file))} />
          </>
        ) : (
          <FileUploadList />
        )}
        {newEvidence && (
          <EvidenceFieldsForm
            draft={draft}
            severalFiles={files.length > 1}
            disabled={phase !== 'choosing'}
            onChange={setDraft}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{phase === 'settled' ? text.close : text.cancel}</Button>
        {phase !== 'settled' && (
          <Button type="submit" variant="contained" disabled={files.length === 0 || phase === 'uploading'}>
            {text.submit}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
};

type UploadEvidenceDialogProps = { destination: UploadDestination | null; onClose: () => void };

export const UploadEvidenceDialog = ({ destination, onClose }: UploadEvidenceDialogProps) => (
  <Dialog open={destination !== null} onClose={onClose} aria-labelledby="upload-evidence-title" fullWidth maxWidth="sm">
    {destination && <UploadForm destination={destination} onClose={onClose} />}
  </Dialog>
);
