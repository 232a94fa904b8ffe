import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { getApiErrorMessage } from '@/api/apiError';
import { documentKindLabels } from '@/contracts/vendorOptions';
import type { VendorDetail } from '@/contracts/vendors';
import { LinkDocumentDialog } from '@/features/vendors/components/LinkDocumentDialog';
import { vendorDocumentsText as text, vendorsText } from '@/features/vendors/constants';
import { useUnlinkVendorDocumentMutation } from '@/features/vendors/vendorsApi';
import { useToast } from '@/features/toasts/useToast';
import { formatCalendarDay } from '@/lib/dates';

/** The vendor's SOC 2 reports, certificates and agreements, each an item of the evidence locker with its expiry. */
export const VendorDocuments = ({ vendor, canManage }: { vendor: VendorDetail; canManage: boolean }) => {
  const [linking, setLinking] = useState(false);
  const [unlink] = useUnlinkVendorDocumentMutation();
  const toast = useToast();
  const remove = async (documentId: string) => {
    try {
      await unlink({ vendorId: vendor.id, documentId }).unwrap();
      toast.success(text.unlinked);
    } catch (failure) {
      toast.error(getApiErrorMessage(failure, vendorsText.saveFailed));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="vendor-documents" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="vendor-documents" component="h2" variant="h6" sx={{ flex: 1 }}>
          {text.heading}
        </Typography>
        {canManage && (
          <Button size="small" variant="outlined" onClick={() => setLinking(true)}>
            {text.link}
          </Button>
        )}
      </Box>
      {vendor.documents.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <List dense disablePadding>
          {vendor.documents.map((document) => (
            <ListItem
              key={document.id}
              disableGutters
              secondaryAction={
                canManage && (
                  <IconButton
                    edge="end"
                    aria-label={text.unlink(document.evidence?.name ?? documentKindLabels[document.kind])}
                    onClick={() => void remove(document.id)}
                  >
                    <LinkOffOutlined fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={document.evidence?.name ?? text.restricted}
                secondary={`${documentKindLabels[document.kind]} · ${text.expires(formatCalendarDay(document.expiresOn))}`}
              />
              {document.expired && (
                <Chip size="small" color="error" variant="outlined" label={text.expired} sx={{ mr: 4 }} />
              )}
            </ListItem>
          ))}
        </List>
      )}
      {canManage && <LinkDocumentDialog vendorId={vendor.id} open={linking} onClose={() => setLinking(false)} />}
    </Paper>
  );
};
