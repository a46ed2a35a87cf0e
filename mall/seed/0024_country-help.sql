-- Each market's customer care: number, address and hours (Algeria's week runs Sunday to Thursday).
UPDATE countries SET help_phone = '+91 80 4000 2026', help_email = 'care.in@sokomall.example', help_from_day = 1, help_to_day = 6, help_opens = '09:00', help_closes = '18:00' WHERE code = 'IN';
UPDATE countries SET help_phone = '+256 312 300 000', help_email = 'care.ug@sokomall.example', help_from_day = 1, help_to_day = 6, help_opens = '08:00', help_closes = '18:00' WHERE code = 'UG';
UPDATE countries SET help_phone = '+233 302 700 000', help_email = 'care.gh@sokomall.example', help_from_day = 1, help_to_day = 6, help_opens = '08:00', help_closes = '17:00' WHERE code = 'GH';
UPDATE countries SET help_phone = '+225 27 20 30 00 00', help_email = 'care.ci@sokomall.example', help_from_day = 1, help_to_day = 5, help_opens = '08:00', help_closes = '17:00' WHERE code = 'KT';
UPDATE countries SET help_phone = '+213 21 70 00 00', help_email = 'care.dz@sokomall.example', help_from_day = 7, help_to_day = 4, help_opens = '08:30', help_closes = '16:30' WHERE code = 'DZ';
UPDATE countries SET help_phone = '+255 22 270 0000', help_email = 'care.tz@sokomall.example', help_from_day = 1, help_to_day = 6, help_opens = '08:00', help_closes = '17:00' WHERE code = 'TZ';
UPDATE countries SET help_phone = '+234 201 700 0000', help_email = 'care.ng@sokomall.example', help_from_day = 1, help_to_day = 6, help_opens = '08:00', help_closes = '18:00' WHERE code = 'NG';
