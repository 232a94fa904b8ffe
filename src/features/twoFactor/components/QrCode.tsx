import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';

// The encoder loads with the first code drawn: sign-in and settings pages that never show one do not carry it.
const drawQrCode = async (value: string) =>
  (await import(/* webpackChunkName: "qrcode" */ 'qrcode')).toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });

type QrCodeProps = { value: string; label: string; size?: number };

/** Drawn here from the value (an otpauth:// URI holds the secret): no image service ever sees it. */
export const QrCode = ({ value, label, size = 184 }: QrCodeProps) => {
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void drawQrCode(value).then((drawn) => {
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <Box
      sx={{
        width: size,
        height: size,
        p: 0.5,
        bgcolor: 'common.white',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {svg && (
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          sx={{ display: 'block', width: '100%', height: '100%' }}
        />
      )}
    </Box>
  );
};
