export {
  selectHasFailed,
  selectIsInvalid,
  selectIsWorking,
  selectResult as selectSwitchedOff,
} from '../shared/one-click-link';
