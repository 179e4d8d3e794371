import { useState } from 'react';

/**
 * A settings dialog's saving: the failure stays in the dialog (under its description, where the
 * text being fixed is), and the dialog closes only once the save has succeeded.
 */
export function useDialogSave(onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (write: () => Promise<void>) => {
    setSaving(true);
    setError(null);
    try {
      await write();
      onClose();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, setError, save };
}
