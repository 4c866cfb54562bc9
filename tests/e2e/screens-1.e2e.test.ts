/** Generated checks of every screen definition, part 1 of 3 (see generatedChecks.ts). */
import { describeScreenChecks } from './generatedChecks';

describeScreenChecks(0, 3);
