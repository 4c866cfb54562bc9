/** Generated refusals: each demo user opening the defined screens their keys do not reach (see generatedChecks.ts). */
import { describeRefusals } from './generatedChecks';

describeRefusals();
