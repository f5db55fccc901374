import { Dialog, Portal, type DialogContentProps as ChakraContentProps } from '@chakra-ui/react';

interface DialogContentProps extends ChakraContentProps {
  /** the room kept between the dialog and the screen's sides */
  px?: ChakraContentProps['px'];
}

/**
 * A dialog's panel as every dialog of the app shows it: in a portal over a backdrop, kept off the screen's sides. The
 * `Dialog.Root` around it says how it opens and closes; `px` is the side room, the rest goes to the panel.
 */
export function DialogContent({ px = '4', children, ...content }: DialogContentProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px={px}>
        <Dialog.Content {...content}>{children}</Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
