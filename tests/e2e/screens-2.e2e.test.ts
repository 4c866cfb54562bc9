/** Generated checks of every screen definition, part 2 of 3 (see generatedChecks.ts). */
import { describeScreenChecks } from './generatedChecks';

describeScreenChecks(1, 3);
