import { frameworks } from '../../frameworks';

const catalogue = new Set(Object.values(frameworks).flatMap((framework) => framework.controls.map(({ id }) => id)));

/** Whether a control id is in one of the frameworks' catalogues (SOC 2, ISO 27001, HIPAA, GDPR). */
export const isCatalogueControl = (controlId: string): boolean => catalogue.has(controlId);
