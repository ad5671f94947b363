// ... existing code ...

export interface ModalProps {
  open: boolean;
  title: string;
  // ... existing code ...
}

export function Modal({
  open,
  title,
  onClose,
  children,
  closeOnOverlayClick = true,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      return;
    }
    // ... existing code ...
  }, [open, onClose]);

  if (!open) {
    return null;
  }

  // ... existing code ...
}
